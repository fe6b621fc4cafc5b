import {
  PHOTO_ACCEPT,
  type PhotoCheckFormInput,
  PhotoCheckFormSchema,
  type PhotoCheckFormValues,
  type PhotoCheckResponse,
  type PhotoSpec,
} from '@contract/photo-check';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FactSource } from '@web/components/ui/fact-source';
import { SelectField, TextField } from '@web/components/ui/field';
import { useCountryOptions } from '@web/lib/country-options';
import { errorMessage } from '@web/lib/error-message';
import { useCheckPhoto, useFixPhoto } from '@web/lib/photo-check';
import { useImageDataUrl } from '@web/lib/use-image-data-url';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './photo-check.module.css';

interface PhotoCheckProps {
  /** The destination picked at first (an ISO code), e.g. the application's. */
  defaultDestination?: string;
  /** Keeps a photo (the fixed one, or a good one as it is), e.g. in the documents vault. */
  onSave?: (file: File) => Promise<unknown>;
}

const percent = (share: number) => Math.round(share * 100);

function SpecSummary({ spec }: { spec: PhotoSpec }) {
  const { t } = useTranslation();
  return (
    <div className={styles.spec}>
      <p>
        <strong>{spec.name}</strong>:{' '}
        {t('photoCheck.specLine', {
          width: spec.widthMm,
          height: spec.heightMm,
          pixelsWide: spec.minWidthPx,
          pixelsHigh: spec.minHeightPx,
          background: spec.background,
          min: percent(spec.headMin),
          max: percent(spec.headMax),
        })}
      </p>
      <FactSource source={spec.source} verifiedAt={spec.verifiedAt} />
      {spec.unverified ? <p className={styles.unverified}>{t('photoCheck.unverified')}</p> : null}
    </div>
  );
}

/** "Check a visa photo": pick the destination, upload, read the problems, let us frame it, keep it. */
export function PhotoCheck({ defaultDestination = '', onSave }: PhotoCheckProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const countries = useCountryOptions('code');
  const check = useCheckPhoto();
  const fix = useFixPhoto();
  const [answer, setAnswer] = useState<PhotoCheckResponse>();
  const [fixed, setFixed] = useState<File | null>(null);
  const [saveOutcome, setSaveOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const preview = useImageDataUrl(fixed);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<PhotoCheckFormInput, unknown, PhotoCheckFormValues>({
    defaultValues: { destination: defaultDestination, file: null },
    resolver: zodResolver(PhotoCheckFormSchema),
  });

  const reset = () => {
    setAnswer(undefined);
    setFixed(null);
    setSaveOutcome(null);
    fix.reset();
  };
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    reset();
    setValue('file', event.target.files?.[0] ?? null, { shouldValidate: true });
  };
  const submit = handleSubmit((values) => {
    reset();
    check.mutate(values, { onSuccess: setAnswer });
  });
  const frame = () => {
    const values = getValues();
    if (!values.file) return;
    const name = values.file.name.replace(/\.[^.]+$/, '');
    fix.mutate(values as PhotoCheckFormValues, {
      onSuccess: (blob) => setFixed(new File([blob], `${name}-visa-photo.jpg`, { type: 'image/jpeg' })),
    });
  };
  const save = async (file: File) => {
    if (!onSave) return;
    setSaving(true);
    try {
      await onSave(file);
      setSaveOutcome({ tone: 'success', text: t('photoCheck.saved') });
    } catch (error) {
      setSaveOutcome({ tone: 'error', text: errorMessage(error, t('photoCheck.saveFailed')) });
    } finally {
      setSaving(false);
    }
  };
  const original = getValues('file');

  return (
    <section className={`card ${styles.card}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('photoCheck.title')}
      </h2>
      <p className={styles.intro}>{t('photoCheck.intro')}</p>
      <form className={styles.fields} onSubmit={submit} noValidate>
        <SelectField
          label={t('photoCheck.destination')}
          placeholder={t('photoCheck.chooseDestination')}
          options={countries}
          error={errors.destination?.message}
          {...register('destination')}
        />
        <TextField
          label={t('photoCheck.file')}
          name="file"
          type="file"
          accept={PHOTO_ACCEPT}
          hint={t('photoCheck.fileHint')}
          error={errors.file?.message}
          onChange={pick}
        />
        <Button type="submit" busy={check.isPending} busyLabel={t('photoCheck.checking')}>
          {t('photoCheck.submit')}
        </Button>
      </form>
      {check.isError ? <Alert tone="error">{errorMessage(check.error, t('photoCheck.failed'))}</Alert> : null}
      {answer ? (
        <div className={styles.answer}>
          {answer.ok ? (
            <Alert tone="success">{t('photoCheck.ok')}</Alert>
          ) : (
            <Alert tone="warning">
              {t('photoCheck.problems', { count: answer.problems.length })}
              <ul className={styles.problems}>
                {answer.problems.map((problem) => (
                  <li key={problem.code}>{problem.message}</li>
                ))}
              </ul>
            </Alert>
          )}
          <SpecSummary spec={answer.spec} />
          {answer.fixable && !fixed ? (
            <Button variant="secondary" onClick={frame} busy={fix.isPending} busyLabel={t('photoCheck.fixing')}>
              {t('photoCheck.fix')}
            </Button>
          ) : null}
          {fix.isError ? <Alert tone="error">{errorMessage(fix.error, t('photoCheck.fixFailed'))}</Alert> : null}
          {fixed && preview ? (
            <figure className={styles.preview}>
              <img src={preview} alt={t('photoCheck.fixedAlt')} />
              <figcaption>{t('photoCheck.fixedCaption')}</figcaption>
            </figure>
          ) : null}
          {onSave && (fixed || (answer.ok && original)) ? (
            <Button onClick={() => save((fixed ?? original) as File)} busy={saving} busyLabel={t('photoCheck.saving')}>
              {t('photoCheck.save')}
            </Button>
          ) : null}
          <OutcomeAlert outcome={saveOutcome} />
        </div>
      ) : null}
    </section>
  );
}
