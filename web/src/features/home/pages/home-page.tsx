import { PageMeta } from '../../../components/ui/page-meta';

export default function HomePage() {
  return (
    <div className="page container">
      <PageMeta title="Your Gateway to The World" description="Search visas for 195 countries." />
      <h1>Your Gateway to The World</h1>
    </div>
  );
}
