import type { WalletTransaction } from '@contract/account/wallet';
import type { TagIcon, Tone } from '@web/components/ui/status-tag';
import { formatSignedRupees } from '@web/lib/format';

interface TransactionView {
  label: string;
  tone: Tone;
  icon: TagIcon;
  amount: string;
}

const LOOKS: Record<string, { label: string; tone: Tone; icon: TagIcon }> = {
  credit: { label: 'Credit', tone: 'success', icon: 'plus' },
  debit: { label: 'Debit', tone: 'danger', icon: 'minus' },
  referral: { label: 'Referral', tone: 'highlight', icon: 'gift' },
};

/**
 * docs/product/my-account.md#wallet: credit rows green with +, debit red with -, referral yellow, any other type blue.
 * The sign follows the ledger direction, so a referral or other reward shows + as well.
 */
export function transactionView(
  transaction: Pick<WalletTransaction, 'type' | 'amount' | 'direction'>,
): TransactionView {
  const look = LOOKS[transaction.type] ?? {
    label: transaction.type ? transaction.type.charAt(0).toUpperCase() + transaction.type.slice(1) : 'Other',
    tone: 'info',
    icon: 'dot',
  };
  return { ...look, amount: formatSignedRupees(transaction.amount, transaction.direction) };
}
