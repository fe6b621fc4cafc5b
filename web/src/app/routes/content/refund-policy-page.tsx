import {
  entitledAt,
  FEE_PARTS,
  type FeePart,
  REFUND_POLICY,
  REFUND_STAGES,
  type RefundStage,
  totalOf,
} from '@contract/refund-policy';
import { PageMeta } from '@web/components/ui/page-meta';
import { TableScroll } from '@web/components/ui/table-scroll';
import { paths } from '@web/config/paths';
import { PRODUCT_NAME } from '@web/config/public-config';
import { formatCataloguePrice } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import styles from './content-pages.module.css';

/** The example of the page: a ₹2,319 government fee and a ₹1,000 service fee with its 18% GST, in paise. */
const EXAMPLE = { governmentFee: 2_319_00, serviceFee: 1_000_00, gst: 180_00 };

const rupees = (paise: number) => formatCataloguePrice(paise / 100);

/** Each stage's name and when it applies, as catalogue keys. */
const STAGE_TEXT: Record<RefundStage, { name: string; when: string }> = {
  draft: { name: 'refundPolicy.stages.draft.name', when: 'refundPolicy.stages.draft.when' },
  submitted: { name: 'refundPolicy.stages.submitted.name', when: 'refundPolicy.stages.submitted.when' },
  in_review: { name: 'refundPolicy.stages.in_review.name', when: 'refundPolicy.stages.in_review.when' },
  documents_requested: {
    name: 'refundPolicy.stages.documents_requested.name',
    when: 'refundPolicy.stages.documents_requested.when',
  },
  with_embassy: { name: 'refundPolicy.stages.with_embassy.name', when: 'refundPolicy.stages.with_embassy.when' },
  approved: { name: 'refundPolicy.stages.approved.name', when: 'refundPolicy.stages.approved.when' },
  rejected: { name: 'refundPolicy.stages.rejected.name', when: 'refundPolicy.stages.rejected.when' },
  cancelled_by_traveller: {
    name: 'refundPolicy.stages.cancelled_by_traveller.name',
    when: 'refundPolicy.stages.cancelled_by_traveller.when',
  },
  cancelled_by_us: {
    name: 'refundPolicy.stages.cancelled_by_us.name',
    when: 'refundPolicy.stages.cancelled_by_us.when',
  },
};

const PART_COLUMN: Record<FeePart, string> = {
  governmentFee: 'refundPolicy.columns.governmentFee',
  serviceFee: 'refundPolicy.columns.serviceFee',
  gst: 'refundPolicy.columns.gst',
};

/** What a part not given back is: the government fee is spent (paid to the embassy); our fee and its GST are kept. */
const NOT_BACK: Record<FeePart, string> = {
  governmentFee: 'refundPolicy.spent',
  serviceFee: 'refundPolicy.kept',
  gst: 'refundPolicy.kept',
};

/** /refund-policy: the refund policy table (contract/src/refund-policy.ts) in plain words, with example amounts. */
export default function RefundPolicyPage() {
  const { t } = useTranslation();
  const product = { product: PRODUCT_NAME };
  return (
    <div className="page container">
      <PageMeta
        title={t('refundPolicy.metaTitle', product)}
        description={t('refundPolicy.metaDescription')}
        path={paths.refundPolicy}
      />
      <header className={styles.intro}>
        <h1>{t('refundPolicy.title')}</h1>
        <p className={styles.lead}>{t('refundPolicy.lead')}</p>
      </header>

      <section aria-labelledby="refund-stages">
        <h2 id="refund-stages">{t('refundPolicy.stagesTitle')}</h2>
        <p>
          {t('refundPolicy.example', {
            government: rupees(EXAMPLE.governmentFee),
            service: rupees(EXAMPLE.serviceFee),
            gst: rupees(EXAMPLE.gst),
            all: rupees(totalOf(EXAMPLE)),
          })}
        </p>
        <TableScroll label={t('refundPolicy.caption')}>
          <table className={styles.policyTable}>
            <caption className="visually-hidden">{t('refundPolicy.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('refundPolicy.columns.stage')}</th>
                {FEE_PARTS.map((part) => (
                  <th scope="col" key={part}>
                    {t(PART_COLUMN[part])}
                  </th>
                ))}
                <th scope="col">{t('refundPolicy.columns.example')}</th>
              </tr>
            </thead>
            <tbody>
              {REFUND_STAGES.map((stage) => (
                <tr key={stage}>
                  <th scope="row">
                    <strong>{t(STAGE_TEXT[stage].name)}</strong>
                    <br />
                    <span>{t(STAGE_TEXT[stage].when)}</span>
                  </th>
                  {FEE_PARTS.map((part) => (
                    <td key={part}>{REFUND_POLICY[stage][part] ? t('refundPolicy.back') : t(NOT_BACK[part])}</td>
                  ))}
                  <td>{t('refundPolicy.amountBack', { amount: rupees(totalOf(entitledAt(stage, EXAMPLE))) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>

      <section aria-labelledby="refund-where">
        <h2 id="refund-where">{t('refundPolicy.whereTitle')}</h2>
        <ul>
          <li>{t('refundPolicy.whereCard')}</li>
          <li>{t('refundPolicy.whereWallet')}</li>
          <li>{t('refundPolicy.whereChoice')}</li>
          <li>{t('refundPolicy.neverMore')}</li>
        </ul>
      </section>
    </div>
  );
}
