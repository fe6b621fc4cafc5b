import { PageMeta } from '../../../components/ui/page-meta';

export default function AboutPage() {
  return (
    <div className="page container">
      <PageMeta title="About us" description="Our mission." />
      <h1>About us</h1>
    </div>
  );
}
