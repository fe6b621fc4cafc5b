import { PageMeta } from '../../../components/ui/page-meta';

export default function SettingsPage() {
  return (
    <div className="page container">
      <PageMeta title="Account Settings" description="Password, two-factor and devices." />
      <h1>Account Settings</h1>
    </div>
  );
}
