import { PageMeta } from '../../../components/ui/page-meta';

export default function NewsroomPage() {
  return (
    <div className="page container">
      <PageMeta title="Newsroom" description="Company news." />
      <h1>Newsroom</h1>
    </div>
  );
}
