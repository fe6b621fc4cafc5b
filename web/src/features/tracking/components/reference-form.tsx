import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ReferenceFormInput, ReferenceFormSchema } from '../tracking-url';
import styles from './reference-form.module.css';

/** Paste a reference of our visa partner to open its page on the partner's tracking site. */
export function ReferenceForm({ onTrack }: { onTrack(reference: string): void }) {
  const id = useId();
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReferenceFormInput>({
    defaultValues: { reference: '' },
    resolver: zodResolver(ReferenceFormSchema),
    shouldFocusError: false,
  });
  const error = errors.reference?.message;

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(({ reference }) => onTrack(reference))}
      noValidate
      aria-label={t('tracking.reference.formLabel')}
    >
      <label htmlFor={id} className={styles.label}>
        {t('tracking.reference.label')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          {...register('reference')}
        />
        <Button type="submit">{t('tracking.reference.track')}</Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t(error)}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.hint}>
          <Trans i18nKey="tracking.reference.hint" components={{ saved: <Link to={paths.account.saved} /> }} />
        </p>
      )}
    </form>
  );
}
