import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { type FormEvent, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REFERENCE_PATTERN } from '../tracking-url';
import styles from './reference-form.module.css';

/** Paste an application reference to open its page on the partner's tracking site. */
export function ReferenceForm({ onTrack }: { onTrack(reference: string): void }) {
  const id = useId();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = reference.trim();
    if (!value) return setError(t('tracking.reference.required'));
    if (!REFERENCE_PATTERN.test(value)) {
      return setError(t('tracking.reference.invalid'));
    }
    setError(null);
    onTrack(value);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('tracking.reference.formLabel')}>
      <label htmlFor={id} className={styles.label}>
        {t('tracking.reference.label')}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name="reference"
          className={styles.input}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          placeholder={t('tracking.reference.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        <Button type="submit">{t('tracking.reference.track')}</Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.hint}>
          <Trans i18nKey="tracking.reference.hint" components={{ saved: <Link to={paths.account.saved} /> }} />
        </p>
      )}
    </form>
  );
}
