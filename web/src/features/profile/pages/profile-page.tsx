import { useSession } from '../../../app/session';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { PageMeta } from '../../../components/ui/page-meta';
import { ApiError } from '../../../lib/api-client';
import { useProfile } from '../api/get-profile';
import { ContactVerification } from '../components/contact-verification';
import styles from '../components/profile.module.css';
import { ProfileForm } from '../components/profile-form';
import { ProfileHeader } from '../components/profile-header';

function ProfileContent() {
  const profile = useProfile();
  const { user } = useSession();
  if (profile.isPending) return <Loading label="Loading your profile…" />;
  if (profile.isError) {
    const expired = profile.error instanceof ApiError && profile.error.status === 401;
    return expired ? (
      <Alert tone="warning">Your session might have expired. Please log in again.</Alert>
    ) : (
      <Alert tone="error">Failed to fetch profile</Alert>
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
  return (
    <>
      <PageMeta title="My Profile" description="Your personal, passport and travel details." />
      <h1 className={styles.title}>My Profile</h1>
      <ProfileContent />
    </>
  );
}
