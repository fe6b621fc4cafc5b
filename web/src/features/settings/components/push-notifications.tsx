import { Alert, type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Loading } from '@web/components/ui/loading';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PushUnavailable, useChangePush, usePushSubscriptions } from '../api/push-subscription';
import styles from './settings.module.css';

/**
 * Status changes as browser notifications, turned on per browser (docs/channels.md#browser-push). The browser asks
 * for permission only when the traveller clicks to turn them on.
 */
export function PushNotifications() {
  const { t } = useTranslation();
  const subscriptions = usePushSubscriptions();
  const change = useChangePush();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const items = subscriptions.data?.items ?? [];
  const current = items.find((item) => item.current);
  const others = items.length - (current ? 1 : 0);

  const failure = (error: Error) => {
    if (!(error instanceof PushUnavailable)) return t('settings.push.failed');
    return error.reason === 'denied' ? t('settings.push.denied') : t('settings.push.unsupported');
  };
  const choose = (on: boolean) => {
    setOutcome(null);
    change.mutate(on ? { on: true } : { on: false, id: current?.id ?? '' }, {
      onSuccess: () => setOutcome({ tone: 'success', text: t(on ? 'settings.push.on' : 'settings.push.off') }),
      onError: (error) => setOutcome({ tone: 'error', text: failure(error) }),
    });
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby="push-title">
      <h2 id="push-title" className={styles.sectionTitle}>
        {t('settings.push.title')}
      </h2>
      <OutcomeAlert outcome={outcome} />
      {subscriptions.isPending ? <Loading label={t('settings.push.title')} /> : null}
      {subscriptions.isError ? <Alert tone="error">{t('settings.push.failed')}</Alert> : null}
      {subscriptions.data ? (
        <>
          <p id="push-intro">{current ? t('settings.push.isOn') : t('settings.push.intro')}</p>
          {others > 0 ? <p>{t('settings.push.otherBrowsers', { count: others })}</p> : null}
          {current ? (
            <Button
              variant="secondary"
              className={styles.longLabel}
              onClick={() => choose(false)}
              disabled={change.isPending}
            >
              {t('settings.push.turnOff')}
            </Button>
          ) : (
            <Button
              className={styles.longLabel}
              onClick={() => choose(true)}
              disabled={change.isPending}
              aria-describedby="push-intro"
            >
              {t('settings.push.turnOn')}
            </Button>
          )}
        </>
      ) : null}
    </section>
  );
}
