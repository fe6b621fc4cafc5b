import { Alert } from '@web/components/ui/alert';
import { EmptyState } from '@web/components/ui/empty-state';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { useVisaHistory } from '@web/features/applications/api/get-visa-history';
import styles from '@web/features/applications/components/applications.module.css';
import { VisaHistoryTable } from '@web/features/applications/components/visa-history-table';
import { useTranslation } from 'react-i18next';

function VisaHistoryContent() {
  const { t } = useTranslation();
  const history = useVisaHistory();
  if (history.isPending) return <Loading label={t('applications.history.loading')} />;
  if (history.isError) return <Alert tone="error">{t('applications.history.loadFailed')}</Alert>;
  if (history.data.items.length === 0) return <EmptyState>{t('applications.history.empty')}</EmptyState>;
  return <VisaHistoryTable items={history.data.items} />;
}

export default function VisaHistoryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('applications.history.title')} description={t('applications.history.metaDescription')} />
      <h1 className={styles.title}>{t('applications.history.title')}</h1>
      <p className={styles.intro}>{t('applications.history.intro')}</p>
      <VisaHistoryContent />
    </>
  );
}
