import { RequirementOverrideInputSchema } from '@contract/catalogue-facts';
import { REQUIREMENT_CATEGORIES } from '@contract/catalogue-rules';
import { todayInIndia } from '@contract/dates';
import type { OpsOverride } from '@contract/ops/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { SelectField, TextField } from '@web/components/ui/field';
import { showServerFieldErrors } from '@web/lib/error-message';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSaveOverride } from '../../api/catalogue';
import { FormFooter } from '../console-form';
import styles from '../ops.module.css';

/** The override as typed (days blank unless visa-free), read into the contract's input. */
const OverrideFormSchema = z
  .object({
    passport: z.string(),
    destination: z.string(),
    category: z.string(),
    days: z.string(),
    note: z.string(),
    source: z.object({ name: z.string(), url: z.string() }),
    verifiedAt: z.string(),
  })
  // The category is one of the select's options; the contract names anything else.
  .transform(
    ({ days, ...form }) =>
      ({ ...form, ...(days.trim() ? { days: Number(days) } : {}) }) as z.input<typeof RequirementOverrideInputSchema>,
  )
  .pipe(RequirementOverrideInputSchema);
type OverrideFormInput = z.input<typeof OverrideFormSchema>;
type Override = z.output<typeof OverrideFormSchema>;
const FIELDS = [
  'passport',
  'destination',
  'category',
  'days',
  'note',
  'source.name',
  'source.url',
  'verifiedAt',
] as const;
const CATEGORY_OPTIONS = REQUIREMENT_CATEGORIES.map((value) => ({ value, label: value }));

/** Creates an override, or changes the one already there for the same passport → destination. */
export function OverrideForm({ overrides }: { overrides: OpsOverride[] }) {
  const save = useSaveOverride();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OverrideFormInput, unknown, Override>({
    resolver: zodResolver(OverrideFormSchema),
    defaultValues: {
      passport: 'IN',
      destination: '',
      category: CATEGORY_OPTIONS[0]!.value,
      days: '',
      note: '',
      source: { name: '', url: '' },
      verifiedAt: todayInIndia(),
    },
  });
  const submit = handleSubmit((input) => {
    const existing = overrides.find((o) => o.passport === input.passport && o.destination === input.destination);
    save.mutate(
      { ...input, ...(existing ? { version: existing.version } : {}) },
      { onError: (error) => showServerFieldErrors(error, setError, FIELDS) },
    );
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Save an override">
      <TextField label="Passport (country code)" error={errors.passport?.message} {...register('passport')} />
      <TextField label="Destination (country code)" error={errors.destination?.message} {...register('destination')} />
      <SelectField
        label="Requirement"
        options={CATEGORY_OPTIONS}
        error={errors.category?.message}
        {...register('category')}
      />
      <TextField
        label="Visa-free days (visa-free only)"
        inputMode="numeric"
        error={errors.days?.message}
        {...register('days')}
      />
      <TextField label="Note" error={errors.note?.message} {...register('note')} />
      <TextField label="Source" error={errors.source?.name?.message} {...register('source.name')} />
      <TextField label="Source address" error={errors.source?.url?.message} {...register('source.url')} />
      <TextField label="Verified on (YYYY-MM-DD)" error={errors.verifiedAt?.message} {...register('verifiedAt')} />
      <FormFooter label="Save override" busy={save.isPending} error={save.error} fields={FIELDS}>
        {save.isSuccess && <p role="status">Saved.</p>}
      </FormFooter>
    </form>
  );
}
