import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type NotificationCategory,
  type NotificationChannel,
} from '@contract/account/notifications';
import { Alert, type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Loading } from '@web/components/ui/loading';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';
import styles from './settings.module.css';

/** Catalogue keys of the channels' names (the contract's NOTIFICATION_CHANNEL_LABELS in English). */
const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'settings.notifications.channels.email',
  sms: 'settings.notifications.channels.sms',
  inApp: 'settings.notifications.channels.inApp',
};

/** Catalogue keys of the categories' names (the contract's NOTIFICATION_CATEGORY_LABELS in English). */
const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  applications: 'settings.notifications.categories.applications',
  payments: 'settings.notifications.categories.payments',
  security: 'settings.notifications.categories.security',
  offers: 'settings.notifications.categories.offers',
};

/** Category × channel choices; a change is saved at once. Account security stays on. */
export function NotificationPreferences() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const change = (category: NotificationCategory, channel: NotificationChannel, enabled: boolean) => {
    setOutcome(null);
    save.mutate(
      { [category]: { [channel]: enabled } },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: t('settings.notifications.saved') }),
        onError: (error) => setOutcome({ tone: 'error', text: error.message }),
      },
    );
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title" className={styles.sectionTitle}>
        {t('settings.notifications.title')}
      </h2>
      <p>{t('settings.notifications.intro')}</p>
      <OutcomeAlert outcome={outcome} />
      {preferences.isPending ? <Loading label={t('settings.notifications.loading')} /> : null}
      {preferences.isError ? <Alert tone="error">{t('settings.notifications.loadFailed')}</Alert> : null}
      {preferences.data ? (
        <div className={styles.tableScroll}>
          <table className={styles.preferences}>
            <caption className="visually-hidden">{t('settings.notifications.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('settings.notifications.updates')}</th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <th scope="col" key={channel}>
                    {t(CHANNEL_LABELS[channel])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_CATEGORIES.map((category) => {
                const locked = preferences.data.locked.includes(category);
                return (
                  <tr key={category}>
                    <th scope="row">
                      {t(CATEGORY_LABELS[category])}
                      {locked ? (
                        <span className={styles.lockedNote}> {t('settings.notifications.alwaysOn')}</span>
                      ) : null}
                    </th>
                    {NOTIFICATION_CHANNELS.map((channel) => (
                      <td key={channel}>
                        <input
                          type="checkbox"
                          className={styles.checkbox}
                          aria-label={t('settings.notifications.choice', {
                            channel: t(CHANNEL_LABELS[channel]),
                            category: t(CATEGORY_LABELS[category]),
                          })}
                          checked={preferences.data.preferences[category][channel]}
                          disabled={locked}
                          onChange={(event) => change(category, channel, event.target.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
