import { PageMeta } from '../../../components/ui/page-meta';

export default function DestinationPage() {
  return (
    <div className="page container">
      <PageMeta title="Visa requirements" description="Visa options and fees." />
      <h1>Visa requirements</h1>
    </div>
  );
}
