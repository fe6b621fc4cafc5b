import { PageMeta } from '../../../components/ui/page-meta';

export default function BlogPage() {
  return (
    <div className="page container">
      <PageMeta title="Blog" description="Visa guides for Indian travellers." />
      <h1>Blog</h1>
    </div>
  );
}
