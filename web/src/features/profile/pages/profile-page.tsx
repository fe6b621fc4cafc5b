import { PageMeta } from '../../../components/ui/page-meta';

export default function ProfilePage() {
  return (
    <div className="page container">
      <PageMeta title="Profile" description="Your profile." />
      <h1>Profile</h1>
    </div>
  );
}
