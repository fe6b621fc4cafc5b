import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { PageMeta } from '../../../components/ui/page-meta';
import { useVisaHistory } from '../api/get-visa-history';
import styles from '../components/applications.module.css';
import { VisaHistoryTable } from '../components/visa-history-table';

function VisaHistoryContent() {
  const history = useVisaHistory();
  if (history.isPending) return <Loading label="Loading visa history…" />;
  if (history.isError) return <Alert tone="error">Failed to fetch visa history</Alert>;
  if (history.data.items.length === 0) return <EmptyState>No visa applications found.</EmptyState>;
  return <VisaHistoryTable items={history.data.items} />;
}

export default function VisaHistoryPage() {
  return (
    <>
      <PageMeta title="Visa History" description="Your visa applications and their status." />
      <h1 className={styles.title}>Visa History</h1>
      <p className={styles.intro}>Every visa application you have made with us, newest first.</p>
      <VisaHistoryContent />
    </>
  );
}
