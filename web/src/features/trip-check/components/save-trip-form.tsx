import type { TripCheckRequest } from '@contract/trip-check';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { paths } from '@web/config/paths';
import { useMessageText } from '@web/i18n/use-message-text';
import { errorMessage, fieldErrorsOf } from '@web/lib/error-message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSaveTrip } from '../api/saved-trips';
import styles from './trip-check.module.css';

/** "Save this trip" for a signed-in traveller: kept in My trips, with an alert when a rule behind its verdict changes. */
export function SaveTripForm({ trip, defaultName }: { trip: TripCheckRequest; defaultName: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const save = useSaveTrip();
  const [name, setName] = useState(defaultName);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name, trip });
  };
  const fields = save.error ? fieldErrorsOf(save.error) : {};
  return (
    <form className={`card ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby="save-trip-title">
      <h2 id="save-trip-title">{t('tripCheck.save.title')}</h2>
      <p>{t('tripCheck.save.lead')}</p>
      <TextField
        label={t('tripCheck.save.name')}
        value={name}
        maxLength={80}
        onChange={(event) => setName(event.target.value)}
        error={fields.name ? messageText(fields.name) : undefined}
      />
      {save.isSuccess ? (
        <Alert tone="success">
          {t('tripCheck.save.saved')} <Link to={paths.account.trips}>{t('tripCheck.save.myTrips')}</Link>
        </Alert>
      ) : null}
      {save.error && !fields.name ? (
        <Alert tone="error">{messageText(errorMessage(save.error, t('tripCheck.save.failed')))}</Alert>
      ) : null}
      <div>
        <Button type="submit" busy={save.isPending} busyLabel={t('tripCheck.save.saving')}>
          {t('tripCheck.save.submit')}
        </Button>
      </div>
    </form>
  );
}
