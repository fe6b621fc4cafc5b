import { NewNoteSchema, type OpsApplication } from '@contract/ops/console';
import { useAddNote } from '../../api/application';
import { formatTime } from '../../lib/format-time';
import { FormFooter, TEXT_FIELDS, TextAreaField, useTextForm } from '../console-form';
import styles from '../ops.module.css';

/** Notes between operators, never shown to the traveller. */
export function NotesPanel({ detail }: { detail: OpsApplication }) {
  const add = useAddNote(detail.application.ref);
  const note = useTextForm(NewNoteSchema, (body, outcome) => add.mutate(body, outcome));
  return (
    <section className={styles.panel} aria-labelledby="notes-title">
      <h2 id="notes-title">Internal notes</h2>
      <p className={styles.muted}>Never shown to the traveller.</p>
      <ul>
        {detail.notes.map((note) => (
          <li key={note.id}>
            <strong>{note.author}</strong> ({formatTime(note.createdAt)}): {note.body}
          </li>
        ))}
      </ul>
      <form className={styles.form} onSubmit={note.submit} noValidate>
        <TextAreaField label="New note" rows={2} {...note.field} />
        <FormFooter
          label="Add note"
          size="sm"
          disabled={note.blank}
          busy={add.isPending}
          error={add.error}
          fields={TEXT_FIELDS}
        />
      </form>
    </section>
  );
}
