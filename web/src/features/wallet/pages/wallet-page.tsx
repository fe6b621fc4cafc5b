import { PageMeta } from '../../../components/ui/page-meta';

export default function WalletPage() {
  return (
    <div className="page container">
      <PageMeta title="My Wallet" description="Your travel credits." />
      <h1>My Wallet</h1>
    </div>
  );
}
