import { type TrackQuery, TrackQuerySchema } from '@contract/apply/applications';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSession } from '@web/app/session';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { useMessageText } from '@web/i18n/use-message-text';
import { errorStatus, showServerFieldErrors } from '@web/lib/error-message';
import { formatDateTime } from '@web/lib/format';
import { STATUS_KEYS, useCountryName, VISA_TYPE_KEYS } from '@web/lib/visa-text';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useTrackApplication } from '../api/track-application';
import styles from './application-lookup.module.css';

/**
 * Applications made on this site, answered in the page: found by reference plus the account's e-mail, or by
 * reference alone among a signed-in traveller's own; status and timeline only.
 */
export function ApplicationLookup() {
  const { t } = useTranslation();
  const { user } = useSession();
  const countryName = useCountryName();
  const messageText = useMessageText();
  const lookup = useTrackApplication();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TrackQuery>({
    defaultValues: { ref: '', email: '' },
    resolver: zodResolver(TrackQuerySchema),
    shouldFocusError: false,
  });

  const find = handleSubmit((query) =>
    lookup.mutate(user ? { ref: query.ref } : query, {
      onError: (error) => showServerFieldErrors(error, setError, (name) => name in query),
    }),
  );

  const result = lookup.data;
  const failure = errorStatus(lookup.error) === undefined ? null : lookup.error;
  return (
    <form onSubmit={find} noValidate aria-labelledby="lookup-title">
      <h2 id="lookup-title">{t('tracking.lookup.title')}</h2>
      <p className={styles.lead}>
        {user ? t('tracking.lookup.signedInLead', { email: user.email }) : t('tracking.lookup.lead')}
      </p>
      <TextField
        label={t('tracking.lookup.reference')}
        placeholder={t('tracking.lookup.example')}
        autoComplete="off"
        error={errors.ref?.message}
        {...register('ref')}
      />
      {user ? null : (
        <TextField
          label={t('tracking.lookup.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <Button type="submit" busy={lookup.isPending} busyLabel={t('tracking.lookup.finding')}>
        {t('tracking.lookup.find')}
      </Button>
      {failure ? (
        <Alert tone="error">
          {errorStatus(failure) === 404
            ? t(user ? 'tracking.lookup.notFoundOwn' : 'tracking.lookup.notFound')
            : messageText(failure.message)}
        </Alert>
      ) : null}
      {result ? (
        <section aria-label={t('tracking.lookup.resultLabel', { ref: result.ref })}>
          <p>
            <Trans
              i18nKey="tracking.lookup.result"
              values={{
                ref: result.ref,
                type: t(VISA_TYPE_KEYS[result.purpose]),
                country: countryName(result.country, result.countryName),
                status: t(STATUS_KEYS[result.status]),
              }}
              components={{ reference: <strong />, status: <strong /> }}
            />
          </p>
          <ol>
            {result.timeline.map((entry) => (
              <li key={`${entry.status}-${entry.at}`}>
                {t('tracking.lookup.entry', { label: t(STATUS_KEYS[entry.status]), date: formatDateTime(entry.at) })}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </form>
  );
}
