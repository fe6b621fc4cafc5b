import { formatDateTime } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import styles from './offline-banner.module.css';
import { useOfflineSavedAt } from './offline-state';

/** Says that the page shows what was saved on this device, and when, while there is no connection. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const savedAt = useOfflineSavedAt();
  if (!savedAt) return null;
  return (
    <div className={styles.banner} role="status">
      <strong>{t('offline.banner.title')}</strong> {t('offline.banner.savedAt', { time: formatDateTime(savedAt) })}
    </div>
  );
}
