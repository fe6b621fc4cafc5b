import { VisaOptionEditSchema } from '@contract/catalogue-facts';
import type { OpsVisaOption } from '@contract/ops/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@web/components/ui/field';
import { showServerFieldErrors } from '@web/lib/error-message';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSaveOption } from '../../api/catalogue';
import { CheckboxField, FormFooter, TextAreaField } from '../console-form';
import styles from '../ops.module.css';
import { paise, rupees } from './money';

/** The option as typed (fees in rupees, documents one a line), read into the contract's edit. */
const OptionFormSchema = z
  .object({
    name: z.string(),
    governmentFeePaise: z.string(),
    serviceFeePaise: z.string(),
    processingDays: z.string(),
    validity: z.string(),
    stay: z.string(),
    requirements: z.string(),
    eVisa: z.boolean(),
    estimate: z.boolean(),
    source: z.object({ name: z.string(), url: z.string() }),
    verifiedAt: z.string(),
    version: z.number(),
  })
  .transform((form) => ({
    ...form,
    governmentFeePaise: paise(form.governmentFeePaise),
    serviceFeePaise: paise(form.serviceFeePaise),
    processingDays: Number(form.processingDays),
    requirements: form.requirements
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  }))
  .pipe(VisaOptionEditSchema);
type OptionFormInput = z.input<typeof OptionFormSchema>;
type OptionEdit = z.output<typeof OptionFormSchema>;
const FIELDS = [
  'name',
  'governmentFeePaise',
  'serviceFeePaise',
  'processingDays',
  'validity',
  'stay',
  'requirements',
  'source.name',
  'source.url',
  'verifiedAt',
] as const;

const formOf = (option: OpsVisaOption): OptionFormInput => ({
  name: option.name,
  governmentFeePaise: rupees(option.governmentFeePaise),
  serviceFeePaise: rupees(option.serviceFeePaise),
  processingDays: String(option.processingDays),
  validity: option.validity,
  stay: option.stay,
  requirements: option.requirements.join('\n'),
  eVisa: option.eVisa,
  estimate: option.estimate,
  source: { name: option.source.name, url: option.source.url },
  verifiedAt: option.verifiedAt,
  version: option.version,
});

/** One visa option of a destination: its fees, times, documents and where the facts come from. */
export function OptionForm({ option }: { option: OpsVisaOption }) {
  const save = useSaveOption();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<OptionFormInput, unknown, OptionEdit>({
    resolver: zodResolver(OptionFormSchema),
    // A saved edit comes back with a new version: the fields show it.
    values: formOf(option),
  });
  const submit = handleSubmit((edit) =>
    save.mutate({ id: option.id, edit }, { onError: (error) => showServerFieldErrors(error, setError, FIELDS) }),
  );
  const titleId = `option-${option.id}`;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId}>
        {option.name} ({option.purpose}) · total ₹{rupees(option.feesPaise)}
      </h3>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Government fee (₹)"
          inputMode="decimal"
          error={errors.governmentFeePaise?.message}
          {...register('governmentFeePaise')}
        />
        <TextField
          label="Service fee (₹, GST at 18% is added)"
          inputMode="decimal"
          error={errors.serviceFeePaise?.message}
          {...register('serviceFeePaise')}
        />
        <TextField
          label="Processing (working days)"
          inputMode="numeric"
          error={errors.processingDays?.message}
          {...register('processingDays')}
        />
        <TextField label="Validity" error={errors.validity?.message} {...register('validity')} />
        <TextField label="Length of stay" error={errors.stay?.message} {...register('stay')} />
        <TextAreaField
          label="Documents (one a line)"
          rows={4}
          error={errors.requirements?.message}
          {...register('requirements')}
        />
        <CheckboxField label="E-visa" {...register('eVisa')} />
        <CheckboxField label="The fee is an estimate" {...register('estimate')} />
        <TextField label="Source" error={errors.source?.name?.message} {...register('source.name')} />
        <TextField label="Source address" error={errors.source?.url?.message} {...register('source.url')} />
        <TextField label="Verified on (YYYY-MM-DD)" error={errors.verifiedAt?.message} {...register('verifiedAt')} />
        <FormFooter label="Save visa option" busy={save.isPending} error={save.error} fields={FIELDS}>
          {save.isSuccess && <p role="status">Saved.</p>}
        </FormFooter>
      </form>
    </section>
  );
}
