import type { WalletTransaction } from '@contract/account/wallet';
import { type Column, DataTable } from '@web/components/ui/data-table';
import { StatusTag } from '@web/components/ui/status-tag';
import { useStoredText } from '@web/i18n/use-stored-text';
import { formatDateTime, orDash } from '@web/lib/format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { transactionView } from '../transaction-view';
import styles from './wallet.module.css';

/** Catalogue keys of the ledger's own types; any other type shows as the server names it. */
const TYPE_LABELS: Record<string, string> = {
  credit: 'wallet.types.credit',
  debit: 'wallet.types.debit',
  referral: 'wallet.types.referral',
};

/** 'Recent Transactions' (docs/product/my-account.md#wallet): Type, Amount, Remarks (dash when empty), Date (en-IN with time). */
const transactionColumns = (t: TFunction, storedText: (text: string) => string): Column<WalletTransaction>[] => [
  {
    header: t('wallet.type'),
    cell: (transaction) => {
      const view = transactionView(transaction);
      const typeKey = TYPE_LABELS[transaction.type];
      return (
        <StatusTag tone={view.tone} icon={view.icon}>
          {typeKey ? t(typeKey) : view.label}
        </StatusTag>
      );
    },
  },
  {
    header: t('wallet.amount'),
    className: (transaction) => `${styles.amount} ${styles[transactionView(transaction).tone]}`,
    cell: (transaction) => transactionView(transaction).amount,
  },
  {
    header: t('wallet.remarks'),
    cell: (transaction) => orDash(transaction.remarks && storedText(transaction.remarks)),
  },
  { header: t('wallet.date'), className: styles.date, cell: (transaction) => formatDateTime(transaction.createdAt) },
];

export function TransactionsTable({ items }: { items: WalletTransaction[] }) {
  const { t } = useTranslation();
  const storedText = useStoredText();
  return (
    <DataTable
      label={t('wallet.table')}
      columns={transactionColumns(t, storedText)}
      rows={items}
      rowKey={(transaction) => transaction.id}
      rowProps={(transaction) => ({
        className: `${styles.row} ${styles[transactionView(transaction).tone]}`,
        'data-type': transaction.type,
      })}
    />
  );
}
