import { PageMeta } from '../../../components/ui/page-meta';

export default function DocumentsPage() {
  return (
    <div className="page container">
      <PageMeta title="My Documents" description="Your documents." />
      <h1>My Documents</h1>
    </div>
  );
}
