import { DestinationEditSchema } from '@contract/catalogue-facts';
import type { OpsDestination } from '@contract/ops/catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@web/components/ui/field';
import { showServerFieldErrors } from '@web/lib/error-message';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSaveDestination } from '../../api/catalogue';
import { CheckboxField, FormFooter } from '../console-form';
import styles from '../ops.module.css';
import { paise, rupees } from './money';

/** The card as typed (the price in rupees), read into the contract's edit. */
const DestinationFormSchema = z
  .object({
    name: z.string(),
    image: z.string(),
    pricePaise: z.string(),
    eVisa: z.boolean(),
    summary: z.string(),
    version: z.number(),
  })
  .transform((form) => ({ ...form, pricePaise: paise(form.pricePaise) }))
  .pipe(DestinationEditSchema);
type DestinationFormInput = z.input<typeof DestinationFormSchema>;
type DestinationEdit = z.output<typeof DestinationFormSchema>;
const FIELDS = ['name', 'image', 'pricePaise', 'eVisa', 'summary'] as const;

const formOf = (destination: OpsDestination): DestinationFormInput => ({
  name: destination.name,
  image: destination.image,
  pricePaise: rupees(destination.pricePaise),
  eVisa: destination.eVisa,
  summary: destination.summary,
  version: destination.version,
});

/** The destination's card on the home page and the destinations list. */
export function DestinationForm({ destination }: { destination: OpsDestination }) {
  const save = useSaveDestination();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DestinationFormInput, unknown, DestinationEdit>({
    resolver: zodResolver(DestinationFormSchema),
    // A saved edit comes back with a new version: the fields show it.
    values: formOf(destination),
  });
  const submit = handleSubmit((edit) =>
    save.mutate(
      { code: destination.code, edit },
      { onError: (error) => showServerFieldErrors(error, setError, FIELDS) },
    ),
  );
  return (
    <section className={styles.panel} aria-labelledby="destination-title">
      <h3 id="destination-title">Destination card</h3>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <TextField label="Picture (path on this site)" error={errors.image?.message} {...register('image')} />
        <TextField
          label="Display price (₹)"
          inputMode="decimal"
          error={errors.pricePaise?.message}
          {...register('pricePaise')}
        />
        <CheckboxField label="Show the E-VISA chip" {...register('eVisa')} />
        <TextField label="Summary" error={errors.summary?.message} {...register('summary')} />
        <FormFooter label="Save destination" busy={save.isPending} error={save.error} fields={FIELDS}>
          {save.isSuccess && <p role="status">Saved.</p>}
        </FormFooter>
      </form>
    </section>
  );
}
