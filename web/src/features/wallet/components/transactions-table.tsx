import type { WalletTransaction } from '@contract/account/wallet';
import { StatusTag } from '../../../components/ui/status-tag';
import { TableScroll } from '../../../components/ui/table-scroll';
import { formatDateTime, orDash } from '../../../lib/format';
import { transactionView } from '../transaction-view';
import styles from './wallet.module.css';

/** SPEC 2.9 'Recent Transactions': Type, Amount, Remarks (dash when empty), Date (en-IN with time). */
export function TransactionsTable({ items }: { items: WalletTransaction[] }) {
  return (
    <TableScroll label="Transactions">
      <table>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Amount</th>
            <th scope="col">Remarks</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
          {items.map((transaction) => {
            const view = transactionView(transaction);
            return (
              <tr key={transaction.id} className={`${styles.row} ${styles[view.tone]}`} data-type={transaction.type}>
                <td>
                  <StatusTag tone={view.tone} icon={view.icon}>
                    {view.label}
                  </StatusTag>
                </td>
                <td className={`${styles.amount} ${styles[view.tone]}`}>{view.amount}</td>
                <td>{orDash(transaction.remarks)}</td>
                <td className={styles.date}>{formatDateTime(transaction.createdAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
