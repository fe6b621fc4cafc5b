import { PageMeta } from '../../../components/ui/page-meta';

export default function BlogPostPage() {
  return (
    <div className="page container">
      <PageMeta title="Blog post" description="A visa guide." />
      <h1>Blog post</h1>
    </div>
  );
}
