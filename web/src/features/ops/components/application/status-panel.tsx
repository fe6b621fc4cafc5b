import { STATUS_LABELS } from '@contract/apply/applications';
import { type OpsApplication, type OpsStatusChange, OpsStatusChangeSchema } from '@contract/ops/console';
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectField } from '@web/components/ui/field';
import { showServerFieldErrors } from '@web/lib/error-message';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useChangeStatus } from '../../api/application';
import { FormFooter, TextAreaField } from '../console-form';
import styles from '../ops.module.css';

type StatusChange = z.output<typeof OpsStatusChangeSchema>;
const FIELDS = ['status', 'note'] as const;
// '' selects the "Choose a status" placeholder: the button stays off until a move is chosen.
const EMPTY = { status: '', note: '' } as unknown as OpsStatusChange;

/** Moves the application on; the note is shown to the traveller and is required to reject. */
export function StatusPanel({ detail }: { detail: OpsApplication }) {
  const { application, allowedMoves } = detail;
  const change = useChangeStatus(application.ref);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<OpsStatusChange, unknown, StatusChange>({
    resolver: zodResolver(OpsStatusChangeSchema),
    defaultValues: EMPTY,
  });
  const submit = handleSubmit(({ status, note }) =>
    change.mutate(
      { status, note: note || undefined, from: application.status },
      { onSuccess: () => reset(EMPTY), onError: (error) => showServerFieldErrors(error, setError, FIELDS) },
    ),
  );
  return (
    <section className={styles.panel} aria-labelledby="status-title">
      <h2 id="status-title">Status: {application.statusLabel}</h2>
      {allowedMoves.length === 0 ? (
        <p className={styles.muted}>No further moves from here.</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <SelectField
            label="Move to"
            placeholder="Choose a status"
            options={allowedMoves.map((move) => ({ value: move, label: STATUS_LABELS[move] }))}
            error={errors.status?.message}
            {...register('status')}
          />
          <TextAreaField
            label="Note (shown to the traveller; the reason when rejecting)"
            rows={2}
            error={errors.note?.message}
            {...register('note')}
          />
          <FormFooter
            label="Change status"
            disabled={!watch('status')}
            busy={change.isPending}
            error={change.error}
            fields={FIELDS}
          />
        </form>
      )}
    </section>
  );
}
