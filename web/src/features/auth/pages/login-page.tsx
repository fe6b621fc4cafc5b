import { PageMeta } from '../../../components/ui/page-meta';

export default function LoginPage() {
  return (
    <div className="page container">
      <PageMeta title="Log in" description="Log in or sign up." />
      <h1>Log in</h1>
    </div>
  );
}
