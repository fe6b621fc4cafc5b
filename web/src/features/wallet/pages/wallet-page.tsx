import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { PageMeta } from '../../../components/ui/page-meta';
import { formatRupees } from '../../../lib/format';
import { useWalletBalance } from '../api/get-wallet-balance';
import { useWalletTransactions } from '../api/get-wallet-transactions';
import { TransactionsTable } from '../components/transactions-table';
import styles from '../components/wallet.module.css';

function WalletContent() {
  const balance = useWalletBalance();
  const transactions = useWalletTransactions();
  if (balance.isError || transactions.isError) return <Alert tone="error">Failed to load wallet data</Alert>;
  if (balance.isPending || transactions.isPending) return <Loading label="Loading wallet details..." />;
  return (
    <>
      <section className={styles.balanceCard} aria-labelledby="wallet-balance-label">
        <p id="wallet-balance-label" className={styles.balanceLabel}>
          Available Balance
        </p>
        <p className={styles.balance}>{formatRupees(balance.data.balance)}</p>
        <p className={styles.note}>Redeem your credits for visa, flight or holiday bookings.</p>
      </section>
      <section aria-labelledby="wallet-transactions-title">
        <h2 id="wallet-transactions-title" className={styles.listTitle}>
          Recent Transactions
        </h2>
        {transactions.data.items.length === 0 ? (
          <EmptyState>No transactions yet.</EmptyState>
        ) : (
          <TransactionsTable items={transactions.data.items} />
        )}
      </section>
    </>
  );
}

export default function WalletPage() {
  return (
    <>
      <PageMeta title="My Wallet" description="Your travel credits and recent transactions." />
      <h1 className={styles.title}>My Wallet</h1>
      <WalletContent />
    </>
  );
}
