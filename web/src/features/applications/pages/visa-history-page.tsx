import { PageMeta } from '../../../components/ui/page-meta';

export default function VisaHistoryPage() {
  return (
    <div className="page container">
      <PageMeta title="Visa History" description="Your visa applications." />
      <h1>Visa History</h1>
    </div>
  );
}
