import { PageMeta } from '../../../components/ui/page-meta';

export default function TermsPage() {
  return (
    <div className="page container">
      <PageMeta title="Terms of Service" description="The terms of our service." />
      <h1>Terms of Service</h1>
    </div>
  );
}
