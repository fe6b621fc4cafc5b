import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { PageMeta } from '../../../components/ui/page-meta';
import { useSettings } from '../api/get-settings';
import { ChangePasswordForm } from '../components/change-password-form';
import { LinkedDevices } from '../components/linked-devices';
import styles from '../components/settings.module.css';
import { TwoFactorBox } from '../components/two-factor-box';

function SecuritySettings() {
  const settings = useSettings();
  if (settings.isPending) return <Loading label="Loading settings…" />;
  if (settings.isError) return <Alert tone="error">Failed to load settings</Alert>;
  return (
    <>
      <TwoFactorBox enabled={settings.data.twoFAEnabled} />
      <LinkedDevices devices={settings.data.devices} />
    </>
  );
}

export default function SettingsPage() {
  return (
    <>
      <PageMeta title="Account Settings" description="Password, two-factor authentication and linked devices." />
      <h1 className={styles.title}>Account Settings</h1>
      <ChangePasswordForm />
      <SecuritySettings />
    </>
  );
}
