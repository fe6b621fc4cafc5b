import { PageMeta } from '../../../components/ui/page-meta';

export default function ResetPasswordPage() {
  return (
    <div className="page container">
      <PageMeta title="Reset your password" description="Request a password reset link." />
      <h1>Reset your password</h1>
    </div>
  );
}
