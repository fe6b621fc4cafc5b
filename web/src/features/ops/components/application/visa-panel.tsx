import type { VisaFileCheck } from '@contract/apply/passport-check';
import type { OpsApplication } from '@contract/ops/console';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import fieldStyles from '@web/components/ui/field.module.css';
import { fieldErrorsOf, showServerFieldErrors } from '@web/lib/error-message';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAttachVisa } from '../../api/application';
import { CheckboxField, FormFooter, TextAreaField } from '../console-form';
import styles from '../ops.module.css';
import { GuardNotice } from './status-panel';

/** The upload is multipart, so its one rule is the server's own: a file must be chosen. */
const VisaUploadSchema = z.object({
  file: z.custom<FileList>((files) => files instanceof FileList && files.length > 0, 'Choose the visa file first.'),
  override: z.string().optional(),
  confirmMismatch: z.boolean().optional(),
});
type VisaUpload = z.infer<typeof VisaUploadSchema>;
const FIELDS = ['file', 'override', 'confirmMismatch'] as const;

/** What the issued visa's zone said against the application when it was attached. */
function VisaCheckNotice({ check }: { check: VisaFileCheck }) {
  return (
    <div>
      <h3 id="visa-check-title">Visa zone against the application</h3>
      <p>{check.message}</p>
      {check.warnings.map((warning) => (
        <Alert key={warning} tone="warning">
          {warning}
        </Alert>
      ))}
    </div>
  );
}

/** Attaching the issued visa approves the application. */
export function VisaPanel({ detail }: { detail: OpsApplication }) {
  const attach = useAttachVisa(detail.application.ref);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<VisaUpload>({ resolver: zodResolver(VisaUploadSchema) });
  const [asked, setAsked] = useState<string | null>(null);
  if (!['with_embassy', 'approved'].includes(detail.application.status)) return null;
  const submit = handleSubmit(({ file, override, confirmMismatch }) => {
    const form = new FormData();
    if (override?.trim()) form.append('override', override.trim());
    if (asked && confirmMismatch) form.append('confirmMismatch', 'yes');
    form.append('file', file[0]!);
    attach.mutate(form, {
      onError: (error) => {
        const question = fieldErrorsOf(error).confirmMismatch;
        if (question) setAsked(question);
        showServerFieldErrors(error, setError, FIELDS);
      },
      onSuccess: () => setAsked(null),
    });
  });
  const error = errors.file?.message;
  return (
    <section className={styles.panel} aria-labelledby="visa-title">
      <h2 id="visa-title">Issued visa</h2>
      {detail.application.visaUrl && <p>A visa file is attached; the traveller can download it.</p>}
      {detail.visaCheck && <VisaCheckNotice check={detail.visaCheck} />}
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={fieldStyles.field}>
          <label htmlFor="visa-file" className={fieldStyles.label}>
            Visa file (PDF, JPG or PNG)
          </label>
          <input
            id="visa-file"
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            className={fieldStyles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'visa-file-error' : undefined}
            {...register('file')}
          />
          {error && (
            <p id="visa-file-error" className={fieldStyles.error} role="alert">
              {error}
            </p>
          )}
        </div>
        {detail.application.status === 'with_embassy' && (
          <GuardNotice
            detail={detail}
            overrideField={
              <TextAreaField
                label="Override note (internal: why it may be approved now)"
                rows={2}
                error={errors.override?.message}
                {...register('override')}
              />
            }
          />
        )}
        {asked && (
          <div className={styles.guard}>
            <p id="visa-mismatch-question" role="alert">
              {asked}
            </p>
            <CheckboxField
              label="The visa does not match the application: attach it anyway and approve"
              aria-describedby="visa-mismatch-question"
              {...register('confirmMismatch')}
            />
          </div>
        )}
        <FormFooter label="Attach visa and approve" busy={attach.isPending} error={attach.error} fields={FIELDS} />
      </form>
    </section>
  );
}
