import { BreachAffectedBodySchema } from '@contract/ops/grievances';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { SelectField, TextField } from '@web/components/ui/field';
import { showServerFieldErrors } from '@web/lib/error-message';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAddAffected } from '../api/privacy-cases';
import { FormFooter, TextAreaField } from './console-form';
import styles from './ops.module.css';

const FormSchema = z
  .object({ by: z.enum(['emails', 'documents-uploaded']), emails: z.string(), from: z.string(), to: z.string() })
  .transform((value) =>
    value.by === 'emails'
      ? {
          by: value.by,
          emails: value.emails
            .split(/[\s,;]+/)
            .map((email) => email.trim())
            .filter(Boolean),
        }
      : { by: value.by, from: value.from, to: value.to },
  )
  .pipe(BreachAffectedBodySchema);
type FormValues = z.input<typeof FormSchema>;
const FIELDS = ['by', 'emails', 'from', 'to'];
const PICKS = [
  { value: 'emails', label: 'By e-mail address' },
  { value: 'documents-uploaded', label: 'Everyone who uploaded a document between two dates' },
];

/** Adds affected travellers: a list of e-mail addresses, or everyone who uploaded documents in a period. */
export function BreachAffectedForm({ breachId }: { breachId: string }) {
  const add = useAddAffected();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: { by: 'emails', emails: '', from: '', to: '' },
  });
  const by = watch('by');
  const submit = handleSubmit((body) =>
    add.mutate(
      { id: breachId, body },
      { onError: (error) => showServerFieldErrors(error, setError, (field) => FIELDS.includes(field)) },
    ),
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Add affected travellers">
      <SelectField label="Pick travellers" options={PICKS} error={errors.by?.message} {...register('by')} />
      {by === 'emails' ? (
        <TextAreaField
          label="E-mail addresses (one a line, or separated by commas)"
          rows={3}
          error={errors.emails?.message}
          {...register('emails')}
        />
      ) : (
        <div className={styles.fieldRow}>
          <TextField
            label="Uploaded from (India's day)"
            type="date"
            error={errors.from?.message}
            {...register('from')}
          />
          <TextField label="Uploaded to (inclusive)" type="date" error={errors.to?.message} {...register('to')} />
        </div>
      )}
      <FormFooter label="Add travellers" busy={add.isPending} error={add.error} fields={FIELDS}>
        {add.data ? (
          <Alert tone="success">
            Added {add.data.added}; {add.data.alreadyListed} already listed.
            {add.data.unknown.length > 0 ? ` No account for: ${add.data.unknown.join(', ')}.` : ''}
          </Alert>
        ) : null}
      </FormFooter>
    </form>
  );
}
