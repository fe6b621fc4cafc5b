import { Alert } from '@web/components/ui/alert';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { publicConfig } from '@web/config/public-config';
import { useReferrals } from '@web/features/referrals/api/get-referrals';
import { ReferralShareCard } from '@web/features/referrals/components/referral-share-card';
import { ReferralStats } from '@web/features/referrals/components/referral-stats';
import styles from '@web/features/referrals/components/referrals.module.css';
import { CODE_PLACEHOLDER, referralLinkOf, shareLinks } from '@web/features/referrals/share';
import { useTranslation } from 'react-i18next';

function ReferralsContent() {
  const { t } = useTranslation();
  const referrals = useReferrals();
  if (referrals.isPending) return <Loading label={t('referrals.loading')} />;
  if (referrals.isError) return <Alert tone="error">{t('referrals.loadFailed')}</Alert>;
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
  const { t } = useTranslation();
  const product = publicConfig().productName;
  return (
    <>
      <PageMeta title={t('referrals.title')} description={t('referrals.metaDescription')} />
      <h1 className={styles.title}>{t('referrals.title')}</h1>
      <p className={styles.intro}>{t('referrals.intro', { product })}</p>
      <ReferralsContent />
    </>
  );
}
