import { STATUS_LABELS } from '@contract/apply/applications';
import {
  NEEDS_ACCEPTED_DOCUMENTS,
  type OpsApplication,
  type OpsStatusChange,
  OpsStatusChangeSchema,
  unacceptedRequired,
} from '@contract/ops/console';
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectField } from '@web/components/ui/field';
import { showServerFieldErrors } from '@web/lib/error-message';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useChangeStatus } from '../../api/application';
import { useOperator } from '../../api/get-operator';

import { FormFooter, TextAreaField } from '../console-form';
import styles from '../ops.module.css';

type StatusChange = z.output<typeof OpsStatusChangeSchema>;
const FIELDS = ['status', 'note', 'override'] as const;
// '' selects the "Choose a status" placeholder: the button stays off until a move is chosen.
const EMPTY = { status: '', note: '', override: '' } as unknown as OpsStatusChange;

/**
 * Names the required documents not accepted yet, which keep the application from the embassy and from
 * approval; an administrator may move on anyway with a note (`override` is then that field's name).
 */
export function GuardNotice({ detail, overrideField }: { detail: OpsApplication; overrideField?: ReactNode }) {
  const operator = useOperator();
  const pending = unacceptedRequired(detail.application);
  if (pending.length === 0) return null;
  return (
    <div className={styles.guard}>
      <p>
        Not accepted yet: {pending.join(', ')}. The application goes to the embassy, or is approved, once every required
        document is accepted
        {operator.data?.role === 'admin' ? '; as an administrator you may override with a note.' : '.'}
      </p>
      {operator.data?.role === 'admin' && overrideField}
    </div>
  );
}

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
  const submit = handleSubmit(({ status, note, override }) =>
    change.mutate(
      { status, note: note || undefined, override: override || undefined, from: application.status },
      { onSuccess: () => reset(EMPTY), onError: (error) => showServerFieldErrors(error, setError, FIELDS) },
    ),
  );
  const guarded = NEEDS_ACCEPTED_DOCUMENTS.includes(watch('status'));
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
          {guarded && (
            <GuardNotice
              detail={detail}
              overrideField={
                <TextAreaField
                  label="Override note (internal: why it may go on now)"
                  rows={2}
                  error={errors.override?.message}
                  {...register('override')}
                />
              }
            />
          )}
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
