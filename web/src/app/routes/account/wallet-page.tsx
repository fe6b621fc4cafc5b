import { Alert } from '@web/components/ui/alert';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadMore } from '@web/components/ui/load-more';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { useWalletBalance } from '@web/features/wallet/api/get-wallet-balance';
import { useWalletTransactionPages } from '@web/features/wallet/api/get-wallet-transactions';
import { TransactionsTable } from '@web/features/wallet/components/transactions-table';
import styles from '@web/features/wallet/components/wallet.module.css';
import { formatRupees } from '@web/lib/format';
import { itemsOf } from '@web/lib/paged-query';
import { useTranslation } from 'react-i18next';

function WalletContent() {
  const { t } = useTranslation();
  const balance = useWalletBalance();
  const transactions = useWalletTransactionPages();
  if (balance.isError || (transactions.isError && !transactions.data)) {
    return <Alert tone="error">{t('wallet.loadFailed')}</Alert>;
  }
  if (balance.isPending || transactions.isPending) return <Loading label={t('wallet.loading')} />;
  const items = itemsOf(transactions.data);
  return (
    <>
      <section className={styles.balanceCard} aria-labelledby="wallet-balance-label">
        <p id="wallet-balance-label" className={styles.balanceLabel}>
          {t('wallet.balance')}
        </p>
        <p className={styles.balance}>{formatRupees(balance.data.balance)}</p>
        <p className={styles.note}>{t('wallet.note')}</p>
      </section>
      <section aria-labelledby="wallet-transactions-title">
        <h2 id="wallet-transactions-title" className={styles.listTitle}>
          {t('wallet.recent')}
        </h2>
        {items.length === 0 ? (
          <EmptyState>{t('wallet.empty')}</EmptyState>
        ) : (
          <>
            <TransactionsTable items={items} />
            {transactions.isFetchNextPageError ? <Alert tone="error">{t('wallet.loadFailed')}</Alert> : null}
            <LoadMore
              hasMore={transactions.hasNextPage}
              loading={transactions.isFetchingNextPage}
              onLoadMore={() => void transactions.fetchNextPage()}
            />
          </>
        )}
      </section>
    </>
  );
}

export default function WalletPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('wallet.title')} description={t('wallet.metaDescription')} />
      <h1 className={styles.title}>{t('wallet.title')}</h1>
      <WalletContent />
    </>
  );
}
