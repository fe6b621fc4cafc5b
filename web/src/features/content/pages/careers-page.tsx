import { PageMeta } from '../../../components/ui/page-meta';

export default function CareersPage() {
  return (
    <div className="page container">
      <PageMeta title="Careers" description="Open roles." />
      <h1>Careers</h1>
    </div>
  );
}
