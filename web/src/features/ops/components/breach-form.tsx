import { BREACH_DATA_CATEGORIES, type BreachCreateInput, BreachCreateSchema } from '@contract/ops/grievances';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@web/components/ui/field';
import { showServerFieldErrors } from '@web/lib/error-message';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useRecordBreach } from '../api/privacy-cases';
import { CheckboxField, FormFooter, TextAreaField } from './console-form';
import styles from './ops.module.css';

/** A datetime-local value (the operator's own clock) as an ISO moment; anything else as typed, for the schema to name. */
const moment = (value: string) => (value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : value);

const FormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    descriptionHi: z.string(),
    occurredAt: z.string(),
    discoveredAt: z.string(),
    categories: z.array(z.string()),
    location: z.string(),
    likelyImpact: z.string(),
    measures: z.string(),
    causes: z.string(),
    findings: z.string(),
    remedialMeasures: z.string(),
  })
  .transform(
    (value): BreachCreateInput => ({
      ...value,
      categories: value.categories as BreachCreateInput['categories'],
      occurredAt: value.occurredAt ? moment(value.occurredAt) : undefined,
      discoveredAt: moment(value.discoveredAt),
    }),
  )
  .pipe(BreachCreateSchema);
type FormValues = z.input<typeof FormSchema>;

const BLANK: FormValues = {
  title: '',
  description: '',
  descriptionHi: '',
  occurredAt: '',
  discoveredAt: '',
  categories: [],
  location: '',
  likelyImpact: '',
  measures: '',
  causes: '',
  findings: '',
  remedialMeasures: '',
};
const FIELDS = Object.keys(BLANK);

/** Records a breach: what happened, when, what data, and what it means (DPDP Rules 2025 rule 7). */
export function BreachForm({ onRecorded }: { onRecorded(id: string): void }) {
  const record = useRecordBreach();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    defaultValues: BLANK,
  });
  const submit = handleSubmit((body) =>
    record.mutate(body, {
      onSuccess: (breach) => {
        reset(BLANK);
        onRecorded(breach.id);
      },
      onError: (error) => showServerFieldErrors(error, setError, (field) => FIELDS.includes(field)),
    }),
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Record a breach">
      <TextField label="Title" maxLength={200} error={errors.title?.message} {...register('title')} />
      <TextAreaField
        label="What happened (nature of the breach; sent to travellers)"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextAreaField
        label="What happened, in Hindi (for travellers who read Hindi; optional)"
        rows={3}
        lang="hi"
        error={errors.descriptionHi?.message}
        {...register('descriptionHi')}
      />
      <div className={styles.fieldRow}>
        <TextField
          label="Happened (your time; optional)"
          type="datetime-local"
          error={errors.occurredAt?.message}
          {...register('occurredAt')}
        />
        <TextField
          label="Discovered (your time)"
          type="datetime-local"
          error={errors.discoveredAt?.message}
          {...register('discoveredAt')}
        />
      </div>
      <fieldset>
        <legend>Personal data involved</legend>
        {BREACH_DATA_CATEGORIES.map((category) => (
          <CheckboxField key={category.code} label={category.label} value={category.code} {...register('categories')} />
        ))}
        {errors.categories ? (
          <p className={styles.overdue} role="alert">
            {errors.categories.message}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Where (system, service or place)"
        maxLength={1000}
        error={errors.location?.message}
        {...register('location')}
      />
      <TextAreaField
        label="Likely impact on the people affected"
        rows={2}
        error={errors.likelyImpact?.message}
        {...register('likelyImpact')}
      />
      <TextAreaField
        label="Measures taken or under way to reduce the risk (sent to travellers)"
        rows={2}
        error={errors.measures?.message}
        {...register('measures')}
      />
      <TextAreaField
        label="Events, circumstances and reasons (for the Board; optional now)"
        rows={2}
        error={errors.causes?.message}
        {...register('causes')}
      />
      <TextAreaField
        label="Findings about who caused it (for the Board; optional now)"
        rows={2}
        error={errors.findings?.message}
        {...register('findings')}
      />
      <TextAreaField
        label="Remedial measures against recurrence (for the Board; optional now)"
        rows={2}
        error={errors.remedialMeasures?.message}
        {...register('remedialMeasures')}
      />
      <FormFooter label="Record the breach" busy={record.isPending} error={record.error} fields={FIELDS} />
    </form>
  );
}
