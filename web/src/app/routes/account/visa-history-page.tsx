import { Alert } from '@web/components/ui/alert';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadMore } from '@web/components/ui/load-more';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { useVisaHistoryPages } from '@web/features/applications/api/get-visa-history';
import styles from '@web/features/applications/components/applications.module.css';
import { VisaHistoryTable } from '@web/features/applications/components/visa-history-table';
import { itemsOf } from '@web/lib/paged-query';
import { useTranslation } from 'react-i18next';

function VisaHistoryContent() {
  const { t } = useTranslation();
  const history = useVisaHistoryPages();
  if (history.isPending) return <Loading label={t('applications.history.loading')} />;
  if (history.isError && !history.data) return <Alert tone="error">{t('applications.history.loadFailed')}</Alert>;
  const items = itemsOf(history.data);
  if (items.length === 0) return <EmptyState>{t('applications.history.empty')}</EmptyState>;
  return (
    <>
      <VisaHistoryTable items={items} />
      {history.isFetchNextPageError ? <Alert tone="error">{t('applications.history.loadFailed')}</Alert> : null}
      <LoadMore
        hasMore={history.hasNextPage}
        loading={history.isFetchingNextPage}
        onLoadMore={() => void history.fetchNextPage()}
      />
    </>
  );
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
