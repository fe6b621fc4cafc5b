import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { PageMeta } from '../../../components/ui/page-meta';
import { publicConfig } from '../../../config/public-config';
import { useReferrals } from '../api/get-referrals';
import { ReferralShareCard } from '../components/referral-share-card';
import { ReferralStats } from '../components/referral-stats';
import styles from '../components/referrals.module.css';
import { CODE_PLACEHOLDER, referralLinkOf, shareLinks } from '../share';

function ReferralsContent() {
  const referrals = useReferrals();
  if (referrals.isPending) return <Loading label="Loading referral data…" />;
  if (referrals.isError) return <Alert tone="error">Failed to load referral data.</Alert>;
  const info = referrals.data;
  const code = info.code || CODE_PLACEHOLDER;
  const link = referralLinkOf(info, window.location.origin);
  return (
    <>
      <ReferralShareCard code={code} links={shareLinks(publicConfig().productName, code, link)} />
      <ReferralStats info={info} />
    </>
  );
}

export default function ReferralsPage() {
  const product = publicConfig().productName;
  return (
    <>
      <PageMeta title="Referrals & Rewards" description="Invite friends and earn travel credits." />
      <h1 className={styles.title}>Referrals &amp; Rewards</h1>
      <p className={styles.intro}>
        Invite friends to {product}. When a friend signs up with your link and verifies their email, you earn travel
        credits in your wallet.
      </p>
      <ReferralsContent />
    </>
  );
}
