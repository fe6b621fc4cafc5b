import { PageMeta } from '../../../components/ui/page-meta';

export default function ReferralsPage() {
  return (
    <div className="page container">
      <PageMeta title="Referrals & Rewards" description="Invite friends." />
      <h1>Referrals & Rewards</h1>
    </div>
  );
}
