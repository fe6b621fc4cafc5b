import { PageMeta } from '../../../components/ui/page-meta';

export default function ContactPage() {
  return (
    <div className="page container">
      <PageMeta title="Contact us" description="Reach our visa experts." />
      <h1>Contact us</h1>
    </div>
  );
}
