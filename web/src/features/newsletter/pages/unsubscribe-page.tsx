import { PageMeta } from '../../../components/ui/page-meta';

export default function UnsubscribePage() {
  return (
    <div className="page container">
      <PageMeta title="Newsletter" description="Manage your subscription." />
      <h1>Newsletter</h1>
    </div>
  );
}
