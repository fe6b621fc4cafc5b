import { NewNoteSchema, type OpsApplication } from '@contract/ops/console';
import { zodResolver } from '@hookform/resolvers/zod';
import { showServerFieldErrors } from '@web/lib/error-message';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAddNote } from '../../api/application';
import { formatTime } from '../../lib/format-time';
import { FormFooter, TextAreaField } from '../console-form';
import styles from '../ops.module.css';

type NewNote = z.infer<typeof NewNoteSchema>;
const FIELDS = ['body'] as const;

/** Notes between operators, never shown to the traveller. */
export function NotesPanel({ detail }: { detail: OpsApplication }) {
  const add = useAddNote(detail.application.ref);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<NewNote>({ resolver: zodResolver(NewNoteSchema), defaultValues: { body: '' } });
  const submit = handleSubmit(({ body }) =>
    add.mutate(body, { onSuccess: () => reset(), onError: (error) => showServerFieldErrors(error, setError, FIELDS) }),
  );
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
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextAreaField label="New note" rows={2} error={errors.body?.message} {...register('body')} />
        <FormFooter
          label="Add note"
          size="sm"
          disabled={!watch('body').trim()}
          busy={add.isPending}
          error={add.error}
          fields={FIELDS}
        />
      </form>
    </section>
  );
}
