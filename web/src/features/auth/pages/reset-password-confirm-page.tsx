import { PageMeta } from '../../../components/ui/page-meta';

export default function ResetPasswordConfirmPage() {
  return (
    <div className="page container">
      <PageMeta title="Set a new password" description="Choose a new password." />
      <h1>Set a new password</h1>
    </div>
  );
}
