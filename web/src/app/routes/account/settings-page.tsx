import { Alert } from '@web/components/ui/alert';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSettings } from '../api/get-settings';
import { ChangePasswordForm } from '../components/change-password-form';
import { LinkedDevices } from '../components/linked-devices';
import { NotificationPreferences } from '../components/notification-preferences';
import styles from '../components/settings.module.css';
import { TwoFactorBox } from '../components/two-factor-box';

function SecuritySettings() {
  const { t } = useTranslation();
  const settings = useSettings();
  if (settings.isPending) return <Loading label={t('settings.loading')} />;
  if (settings.isError) return <Alert tone="error">{t('settings.loadFailed')}</Alert>;
  return (
    <>
      <TwoFactorBox enabled={settings.data.twoFAEnabled} />
      <LinkedDevices devices={settings.data.devices} />
    </>
  );
}

/** Operators are sent here by the console until two-factor authentication is on. */
function ConsoleNotice() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.get('reason') !== 'ops-2fa') return null;
  return (
    <Alert tone="info">
      {t('opsNotice.text')} <Link to="/ops">{t('opsNotice.link')}</Link>
    </Alert>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('settings.title')} description={t('settings.metaDescription')} />
      <h1 className={styles.title}>{t('settings.title')}</h1>
      <ConsoleNotice />
      <ChangePasswordForm />
      <SecuritySettings />
      <NotificationPreferences />
    </>
  );
}
