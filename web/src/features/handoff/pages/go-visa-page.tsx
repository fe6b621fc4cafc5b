import { PageMeta } from '../../../components/ui/page-meta';

export default function GoVisaPage() {
  return (
    <div className="page container">
      <PageMeta title="Visa booking" description="Redirecting to Visa Booking Page…" />
      <h1>Visa booking</h1>
    </div>
  );
}
