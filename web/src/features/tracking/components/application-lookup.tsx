import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { useMessageText } from '@web/i18n/use-message-text';
import { ApiError } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { STATUS_KEYS, useCountryName, VISA_TYPE_KEYS } from '@web/lib/visa-text';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useTrackApplication } from '../api/track-application';

/** Applications made on this site: found by reference plus the account's e-mail; status and timeline only. */
export function ApplicationLookup() {
  const [ref, setRef] = useState('');
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState<Record<string, string>>({});
  const { t } = useTranslation();
  const countryName = useCountryName();
  const messageText = useMessageText();
  const lookup = useTrackApplication();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issues: Record<string, string> = {};
    if (!ref.trim()) issues.ref = t('tracking.lookup.refRequired');
    if (!email.trim()) issues.email = t('tracking.lookup.emailRequired');
    setMissing(issues);
    if (Object.keys(issues).length === 0) lookup.mutate({ ref: ref.trim(), email: email.trim() });
  };

  const result = lookup.data;
  const failure = lookup.error instanceof ApiError ? lookup.error : null;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="lookup-title">
      <h2 id="lookup-title">{t('tracking.lookup.title')}</h2>
      <p>{t('tracking.lookup.lead')}</p>
      <TextField
        label={t('tracking.lookup.reference')}
        name="ref"
        value={ref}
        error={missing.ref}
        onChange={(e) => setRef(e.target.value)}
      />
      <TextField
        label={t('tracking.lookup.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={missing.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" busy={lookup.isPending} busyLabel={t('tracking.lookup.finding')}>
        {t('tracking.lookup.find')}
      </Button>
      {failure ? (
        <Alert tone="error">
          {failure.status === 404 ? t('tracking.lookup.notFound') : messageText(failure.message)}
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
