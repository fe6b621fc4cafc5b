import { Alert } from '@web/components/ui/alert';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { useSettings } from '@web/features/settings/api/get-settings';
import { ChangePasswordForm } from '@web/features/settings/components/change-password-form';
import { LinkedDevices } from '@web/features/settings/components/linked-devices';
import { NotificationPreferences } from '@web/features/settings/components/notification-preferences';
import { PushNotifications } from '@web/features/settings/components/push-notifications';
import styles from '@web/features/settings/components/settings.module.css';
import { TwoFactorBox } from '@web/features/settings/components/two-factor-box';
import { WhatsappOptIn } from '@web/features/settings/components/whatsapp-opt-in';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

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
      <WhatsappOptIn />
      <PushNotifications />
    </>
  );
}
