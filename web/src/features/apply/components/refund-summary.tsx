import type { Application, Price, RefundTo } from '@contract/apply/applications';
import { rupeesToPaise } from '@contract/money';
import { refundSummary } from '@contract/refund-policy';
import { paths } from '@web/config/paths';
import { formatRupees } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './apply.module.css';

const rupees = (paise: number) => paise / 100;

/** The review step's one line before payment, from the refund policy and the chosen option's fees. */
export function RefundSummary({ price }: { price: Price }) {
  const { t } = useTranslation();
  const summary = refundSummary({
    governmentFee: rupeesToPaise(price.governmentFee),
    serviceFee: rupeesToPaise(price.serviceFee),
    gst: rupeesToPaise(price.gst),
  });
  return (
    <p>
      {t('refundPolicy.summary', {
        before: formatRupees(rupees(summary.beforeLodgingPaise)),
        after: formatRupees(rupees(summary.afterLodgingPaise)),
      })}{' '}
      <Link to={paths.refundPolicy}>{t('refundPolicy.readPolicy')}</Link>
    </p>
  );
}

/**
 * What cancelling now would give back, and where; the traveller may ask for wallet credit instead of the card
 * (never ticked by default).
 */
export function CancellationRefund({
  cancellation,
  refundTo,
  onRefundToChange,
}: {
  cancellation: Application['cancellation'];
  refundTo: RefundTo;
  onRefundToChange: (refundTo: RefundTo) => void;
}) {
  const { t } = useTranslation();
  const toWallet = refundTo === 'wallet' ? cancellation.total : cancellation.toWallet;
  const toCard = refundTo === 'wallet' ? 0 : cancellation.toCard;
  return (
    <section aria-labelledby="cancel-refund-title">
      <h2 id="cancel-refund-title">{t('refundPolicy.cancelNow.title')}</h2>
      <p>
        {t('refundPolicy.cancelNow.total', { amount: formatRupees(cancellation.total) })}{' '}
        {t('refundPolicy.cancelNow.parts', {
          government: formatRupees(cancellation.governmentFee),
          service: formatRupees(cancellation.serviceFee),
          gst: formatRupees(cancellation.gst),
        })}
      </p>
      <p>
        {t('refundPolicy.cancelNow.where', { card: formatRupees(toCard), wallet: formatRupees(toWallet) })}{' '}
        <Link to={paths.refundPolicy}>{t('refundPolicy.readPolicy')}</Link>
      </p>
      {cancellation.toCard > 0 ? (
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={refundTo === 'wallet'}
            onChange={(event) => onRefundToChange(event.target.checked ? 'wallet' : 'original')}
          />
          {t('refundPolicy.cancelNow.walletInstead')}
        </label>
      ) : null}
    </section>
  );
}
