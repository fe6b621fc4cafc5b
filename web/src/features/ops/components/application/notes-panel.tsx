import { NewNoteSchema, type OpsApplication } from '@contract/ops/console';
import { formatDateTime } from '@web/lib/format';
import { useAddNote } from '../../api/application';
import { TextForm } from '../console-form';
import styles from '../ops.module.css';

/** Notes between operators, never shown to the traveller. */
export function NotesPanel({ detail }: { detail: OpsApplication }) {
  const add = useAddNote(detail.application.ref);
  return (
    <section className={styles.panel} aria-labelledby="notes-title">
      <h2 id="notes-title">Internal notes</h2>
      <p className={styles.muted}>Never shown to the traveller.</p>
      <ul>
        {detail.notes.map((note) => (
          <li key={note.id}>
            <strong>{note.author}</strong> ({formatDateTime(note.createdAt)}): {note.body}
          </li>
        ))}
      </ul>
      <TextForm
        schema={NewNoteSchema}
        label="New note"
        rows={2}
        submitLabel="Add note"
        send={(body, outcome) => add.mutate(body, outcome)}
        request={add}
      />
    </section>
  );
}
