import { PageMeta } from '../../../components/ui/page-meta';

export default function TrackPage() {
  return (
    <div className="page container">
      <PageMeta title="Track your visa application" description="Follow your application." />
      <h1>Track your visa application</h1>
    </div>
  );
}
