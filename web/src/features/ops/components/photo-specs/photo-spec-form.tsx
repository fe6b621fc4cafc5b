import { todayInIndia } from '@contract/dates';
import { type OpsPhotoSpec, PhotoSpecEditSchema } from '@contract/photo-check';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@web/components/ui/field';
import { showServerFieldErrors } from '@web/lib/error-message';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { useSavePhotoSpec } from '../../api/photo-specs';
import { CheckboxField, FormFooter } from '../console-form';
import styles from '../ops.module.css';

const number = z.coerce.number({ error: 'Enter a number' });

/** The specification as typed: destinations as a comma-separated list, numbers as text, read into the edit. */
const PhotoSpecFormSchema = z
  .object({
    name: z.string(),
    countries: z.string(),
    widthMm: number,
    heightMm: number,
    minWidthPx: number,
    minHeightPx: number,
    background: z.string(),
    minBackgroundLightness: number,
    headMin: number,
    headMax: number,
    source: z.object({ name: z.string(), url: z.string() }),
    verifiedAt: z.string(),
    unverified: z.boolean(),
  })
  .transform(
    (form) =>
      ({
        ...form,
        countries: form.countries
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      }) as z.input<typeof PhotoSpecEditSchema>,
  )
  .pipe(PhotoSpecEditSchema);
type PhotoSpecFormInput = z.input<typeof PhotoSpecFormSchema>;
type PhotoSpecFormOutput = z.output<typeof PhotoSpecFormSchema>;
const FIELDS = [
  'name',
  'countries',
  'widthMm',
  'heightMm',
  'minWidthPx',
  'minHeightPx',
  'background',
  'minBackgroundLightness',
  'headMin',
  'headMax',
  'source.name',
  'source.url',
  'verifiedAt',
] as const;

/**
 * An admin's edit of one photo specification: every figure, its source and the date the source was checked (all
 * required; the date starts at today). Opened at the specification's version: a change saved in between is
 * refused (409) rather than overwritten.
 */
export function PhotoSpecForm({ spec, save }: { spec: OpsPhotoSpec; save: ReturnType<typeof useSavePhotoSpec> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PhotoSpecFormInput, unknown, PhotoSpecFormOutput>({
    resolver: zodResolver(PhotoSpecFormSchema),
    defaultValues: {
      ...spec,
      countries: spec.countries.join(', '),
      verifiedAt: todayInIndia(),
    },
  });
  const submit = handleSubmit((edit) =>
    save.mutate(
      { id: spec.id, edit: { ...edit, version: spec.version } },
      { onError: (error) => showServerFieldErrors(error, setError, FIELDS) },
    ),
  );
  const errorOf = (name: (typeof FIELDS)[number]) =>
    name === 'source.name' || name === 'source.url'
      ? errors.source?.[name === 'source.name' ? 'name' : 'url']?.message
      : errors[name]?.message;
  const field = (name: (typeof FIELDS)[number], label: string) => (
    <TextField label={label} error={errorOf(name)} {...register(name)} />
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Edit photo specification ${spec.id}`}>
      {field('name', 'Name')}
      {field('countries', 'Destinations (codes, comma-separated; * for the default)')}
      {field('widthMm', 'Width (mm)')}
      {field('heightMm', 'Height (mm)')}
      {field('minWidthPx', 'Minimum width (pixels)')}
      {field('minHeightPx', 'Minimum height (pixels)')}
      {field('background', 'Background')}
      {field('minBackgroundLightness', 'Least background lightness (L*, 0–100)')}
      {field('headMin', 'Least head share of the height (0–1)')}
      {field('headMax', 'Greatest head share of the height (0–1)')}
      {field('source.name', 'Source')}
      {field('source.url', 'Source address')}
      {field('verifiedAt', 'Verified on (YYYY-MM-DD)')}
      <CheckboxField label="Not yet confirmed by a source (shown as unverified)" {...register('unverified')} />
      <FormFooter label="Save specification" busy={save.isPending} error={save.error} fields={FIELDS} />
    </form>
  );
}
