import type { ApplicationStatus, TimelineRefund } from '@contract/apply/applications';
import { useStoredText } from '@web/i18n/use-stored-text';
import { formatDateTime, formatRupees } from '@web/lib/format';
import { STATUS_KEYS } from '@web/lib/visa-text';
import { useTranslation } from 'react-i18next';
import styles from './apply.module.css';

interface Entry {
  status: ApplicationStatus;
  at: string;
  note?: string | null;
  /** A refund's entry: where each rupee went (no status change). */
  refund?: TimelineRefund | null;
}

/** Razorpay's payment methods a refund goes back to; any other is "your original payment method". */
const METHOD_KEYS: Record<string, string> = {
  card: 'apply.refundEntry.method.card',
  upi: 'apply.refundEntry.method.upi',
  netbanking: 'apply.refundEntry.method.netbanking',
  wallet: 'apply.refundEntry.method.wallet',
  emi: 'apply.refundEntry.method.emi',
};
const ORIGINAL_METHOD_KEY = 'apply.refundEntry.method.original';

/** Where each rupee of a refund went and when it should arrive (docs/refunds.md#what-the-traveller-is-told). */
function RefundLines({ refund }: { refund: TimelineRefund }) {
  const { t } = useTranslation();
  const methodKey = (refund.method && METHOD_KEYS[refund.method]) || ORIGINAL_METHOD_KEY;
  return (
    <>
      {refund.toOriginal > 0 ? (
        <span>
          {t('apply.refundEntry.toOriginal', {
            amount: formatRupees(refund.toOriginal),
            method: t(methodKey),
          })}
        </span>
      ) : null}
      {refund.toWallet > 0 ? (
        <span>{t('apply.refundEntry.toWallet', { amount: formatRupees(refund.toWallet) })}</span>
      ) : null}
      {refund.walletChosen ? <span>{t('apply.refundEntry.walletChosen')}</span> : null}
      {refund.insteadOfProvider ? <span>{t('apply.refundEntry.insteadOfProvider')}</span> : null}
    </>
  );
}

/** Every status the application went through, and every refund, oldest first. */
export function Timeline({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  const storedText = useStoredText();
  return (
    <ol className={styles.timeline} aria-label={t('apply.timeline')}>
      {entries.map((entry) => (
        <li key={`${entry.refund ? 'refund' : entry.status}-${entry.at}`}>
          <strong>{entry.refund ? t('apply.refundEntry.title') : t(STATUS_KEYS[entry.status])}</strong>
          <span className={styles.muted}>{formatDateTime(entry.at)}</span>
          {entry.refund ? (
            <RefundLines refund={entry.refund} />
          ) : entry.note ? (
            <span>{storedText(entry.note)}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
