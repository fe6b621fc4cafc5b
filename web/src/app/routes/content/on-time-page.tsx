import { paiseToRupees } from '@contract/money';
import type { OnTimeFigures, OnTimeRecord } from '@contract/on-time-record';
import { Alert } from '@web/components/ui/alert';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { TableScroll } from '@web/components/ui/table-scroll';
import { paths } from '@web/config/paths';
import { PRODUCT_NAME } from '@web/config/public-config';
import { useOnTimeRecord } from '@web/features/on-time/api/get-on-time-record';
import {
  DASH,
  formatCount,
  formatDateTime,
  formatLocale,
  formatMonth,
  formatPercent,
  formatRupees,
  formatShortDate,
} from '@web/lib/format';
import { useCountryName } from '@web/lib/visa-text';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './content-pages.module.css';

const percent = (value: number | null) => (value === null ? DASH : formatPercent(value));
const days = (value: number | null) =>
  value === null ? DASH : value.toLocaleString(formatLocale(), { maximumFractionDigits: 1 });

/** The record's totals: decided, the share on time, the median working days. */
function Totals({ total }: { total: OnTimeFigures }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{t('onTime.figures.decided')}</dt>
        <dd>{formatCount(total.decided)}</dd>
      </div>
      <div>
        <dt>{t('onTime.figures.onTime')}</dt>
        <dd>{percent(total.onTimePercent)}</dd>
      </div>
      <div>
        <dt>{t('onTime.figures.median')}</dt>
        <dd>{days(total.medianWorkingDays)}</dd>
      </div>
    </dl>
  );
}

/** Each month's decisions by destination, newest month first. */
function Months({ record }: { record: OnTimeRecord }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  return (
    <section aria-labelledby="on-time-months">
      <h2 id="on-time-months">{t('onTime.monthsTitle')}</h2>
      {record.months.map((month) => {
        const caption = t('onTime.monthCaption', { month: formatMonth(month.month) });
        return (
          <TableScroll key={month.month} label={caption}>
            <table className={styles.recordTable}>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('onTime.columns.destination')}</th>
                  <th scope="col">{t('onTime.columns.decided')}</th>
                  <th scope="col">{t('onTime.columns.onTime')}</th>
                  <th scope="col">{t('onTime.columns.median')}</th>
                </tr>
              </thead>
              <tbody>
                {month.destinations.map((row) => (
                  <tr key={row.country}>
                    <th scope="row">{countryName(row.country, row.countryName)}</th>
                    <td>{formatCount(row.decided)}</td>
                    <td>{percent(row.onTimePercent)}</td>
                    <td>{days(row.medianWorkingDays)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('onTime.monthTotal')}</th>
                  <td>{formatCount(month.decided)}</td>
                  <td>{percent(month.onTimePercent)}</td>
                  <td>{days(month.medianWorkingDays)}</td>
                </tr>
              </tfoot>
            </table>
          </TableScroll>
        );
      })}
    </section>
  );
}

/** Every decision that came after its promised date, with what was given back. */
function Misses({ record }: { record: OnTimeRecord }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  return (
    <section aria-labelledby="on-time-misses">
      <h2 id="on-time-misses">{t('onTime.missesTitle')}</h2>
      {record.misses.length === 0 ? (
        <p>{t('onTime.noMisses')}</p>
      ) : (
        <TableScroll label={t('onTime.missesCaption')}>
          <table className={styles.recordTable}>
            <caption className="visually-hidden">{t('onTime.missesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('onTime.columns.reference')}</th>
                <th scope="col">{t('onTime.columns.destination')}</th>
                <th scope="col">{t('onTime.columns.promisedBy')}</th>
                <th scope="col">{t('onTime.columns.decidedOn')}</th>
                <th scope="col">{t('onTime.columns.daysLate')}</th>
                <th scope="col">{t('onTime.columns.compensation')}</th>
              </tr>
            </thead>
            <tbody>
              {record.misses.map((miss) => (
                <tr key={`${miss.ref}-${miss.decidedOn}`}>
                  <th scope="row">{miss.ref}</th>
                  <td>{countryName(miss.country, miss.countryName)}</td>
                  <td>{formatShortDate(miss.promisedBy, true)}</td>
                  <td>{formatShortDate(miss.decidedOn, true)}</td>
                  <td>{t('apply.workingDays', { count: miss.daysLate })}</td>
                  <td>{formatRupees(paiseToRupees(miss.compensationPaise))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function RecordFigures() {
  const { t } = useTranslation();
  const record = useOnTimeRecord();
  if (record.isError) return <Alert tone="error">{t('onTime.error')}</Alert>;
  if (!record.data) return <Loading label={t('onTime.loading')} />;
  const data = record.data;
  return (
    <>
      {data.total.decided === 0 ? (
        <p>{t('onTime.empty')}</p>
      ) : (
        <>
          <Totals total={data.total} />
          <Months record={data} />
          <Misses record={data} />
        </>
      )}
      <p className={styles.summary}>{t('onTime.computedAt', { date: formatDateTime(data.computedAt) })}</p>
    </>
  );
}

/**
 * /on-time: the public record of the on-time promise (docs/on-time.md#the-public-record), read from the API in the
 * browser; the prerendered page carries its explanation, the figures follow.
 */
export default function OnTimePage() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <PageMeta
        title={t('onTime.metaTitle', { product: PRODUCT_NAME })}
        description={t('onTime.metaDescription')}
        path={paths.onTime}
      />
      <header className={styles.intro}>
        <h1>{t('onTime.title')}</h1>
        <p className={styles.lead}>{t('onTime.lead')}</p>
        <p>
          {t('onTime.how')} <Link to={paths.refundPolicy}>{t('onTime.refundLink')}</Link>
        </p>
      </header>
      <RecordFigures />
    </div>
  );
}
