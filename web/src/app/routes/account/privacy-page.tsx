import { Alert } from '@web/components/ui/alert';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { usePrivacy } from '@web/features/privacy/api/privacy';
import { AccessSection } from '@web/features/privacy/components/access-section';
import { ConsentsSection } from '@web/features/privacy/components/consents-section';
import { DeleteSection } from '@web/features/privacy/components/delete-section';
import { ExportSection } from '@web/features/privacy/components/export-section';
import styles from '@web/features/privacy/components/privacy.module.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

function PrivacyContent() {
  const { t } = useTranslation();
  const privacy = usePrivacy();
  if (privacy.isPending) return <Loading label={t('privacy.loading')} />;
  if (privacy.isError) return <Alert tone="error">{t('privacy.loadFailed')}</Alert>;
  return (
    <>
      <ConsentsSection consents={privacy.data.consents} marketing={privacy.data.marketing} />
      <AccessSection access={privacy.data.access} />
      <ExportSection />
      <DeleteSection />
    </>
  );
}

/**
 * /account/privacy: consents by purpose, withdrawable here, who in the console looked at the traveller's data,
 * "Download my data" and "Delete my account".
 */
export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('privacy.title')} description={t('privacy.metaDescription')} />
      <h1 className={styles.title}>{t('privacy.title')}</h1>
      <p className={styles.intro}>
        {t('privacy.intro')} <Link to={paths.privacy}>{t('privacy.policyLink')}</Link>
      </p>
      <PrivacyContent />
    </>
  );
}
