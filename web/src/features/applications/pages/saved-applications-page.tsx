import { PageMeta } from '../../../components/ui/page-meta';

export default function SavedApplicationsPage() {
  return (
    <div className="page container">
      <PageMeta title="Saved Applications" description="Your saved applications." />
      <h1>Saved Applications</h1>
    </div>
  );
}
