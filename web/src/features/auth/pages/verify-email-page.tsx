import { PageMeta } from '../../../components/ui/page-meta';

export default function VerifyEmailPage() {
  return (
    <div className="page container">
      <PageMeta title="Verify your email" description="Enter the code we sent to your email." />
      <h1>Verify your email</h1>
    </div>
  );
}
