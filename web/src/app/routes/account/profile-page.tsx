import { useSession } from '@web/app/session';
import { Alert } from '@web/components/ui/alert';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { useProfile } from '@web/features/profile/api/get-profile';
import { ContactVerification } from '@web/features/profile/components/contact-verification';
import styles from '@web/features/profile/components/profile.module.css';
import { ProfileForm } from '@web/features/profile/components/profile-form';
import { ProfileHeader } from '@web/features/profile/components/profile-header';
import { errorStatus } from '@web/lib/error-message';
import { useTranslation } from 'react-i18next';

function ProfileContent() {
  const { t } = useTranslation();
  const profile = useProfile();
  const { user } = useSession();
  if (profile.isPending) return <Loading label={t('profile.loading')} />;
  if (profile.isError) {
    const expired = errorStatus(profile.error) === 401;
    return expired ? (
      <Alert tone="warning">{t('profile.sessionExpired')}</Alert>
    ) : (
      <Alert tone="error">{t('profile.fetchFailed')}</Alert>
    );
  }
  return (
    <>
      <ProfileHeader profile={profile.data.profile} userName={user?.name} />
      <ContactVerification profile={profile.data.profile} />
      <ProfileForm profile={profile.data.profile} />
    </>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('profile.title')} description={t('profile.metaDescription')} />
      <h1 className={styles.title}>{t('profile.title')}</h1>
      <ProfileContent />
    </>
  );
}
