import { PageMeta } from '../../../components/ui/page-meta';

export default function PrivacyPage() {
  return (
    <div className="page container">
      <PageMeta title="Privacy Policy" description="How we handle your data." />
      <h1>Privacy Policy</h1>
    </div>
  );
}
