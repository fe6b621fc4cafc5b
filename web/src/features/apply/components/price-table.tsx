import type { Price } from '@contract/apply/applications';
import { formatRupees } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import styles from './apply.module.css';

/** Government fee, service fee and GST on the service fee: per traveller and for everyone. */
export function PriceTable({ price }: { price: Price }) {
  const { t } = useTranslation();
  const rows = [
    ['apply.price.governmentFee', price.perTraveller.governmentFee, price.governmentFee],
    ['apply.price.serviceFee', price.perTraveller.serviceFee, price.serviceFee],
    ['apply.price.gst', price.perTraveller.gst, price.gst],
  ] as const;
  return (
    <table className={styles.price}>
      <caption className="visually-hidden">{t('apply.price.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('apply.price.fee')}</th>
          <th scope="col">{t('apply.price.perTraveller')}</th>
          <th scope="col">{t('apply.price.travellers', { count: price.travellers })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, one, all]) => (
          <tr key={label}>
            <th scope="row">{t(label)}</th>
            <td>{formatRupees(one)}</td>
            <td>{formatRupees(all)}</td>
          </tr>
        ))}
        <tr className={styles.total}>
          <th scope="row">{t('apply.price.total')}</th>
          <td>{formatRupees(price.perTraveller.total)}</td>
          <td>{formatRupees(price.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
