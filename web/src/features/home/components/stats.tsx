import { paths } from '@web/config/paths';
import { formatCount, formatLocale, formatPercent } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHomeFigures } from '../api/get-home-figures';
import styles from './home.module.css';

/** SPEC 2.3's trio, shown until the product has figures of its own (and by the prerendered page). */
const STANDING = [
  { value: '99.2%', label: 'home.stats.onTime' },
  { value: '5L+', label: 'home.stats.processed' },
  { value: '4.81', label: 'home.stats.rating' },
];

/**
 * The stats trio (docs/product/site.md#home): the standing figures until enough applications were decided and
 * reviews published (docs/on-time.md#home-figures), then the live on-time share, the count decided and the average
 * published rating, with a link to the on-time record.
 */
export function Stats() {
  const { t } = useTranslation();
  const figures = useHomeFigures();
  const live = figures?.live ? figures : null;
  const stats = live
    ? [
        {
          value: formatPercent(live.onTimePercent),
          label: 'home.stats.liveOnTime',
        },
        { value: formatCount(live.decided), label: 'home.stats.liveDecided' },
        {
          value: live.averageRating.toLocaleString(formatLocale(), { minimumFractionDigits: 1 }),
          label: 'home.stats.liveRating',
        },
      ]
    : STANDING;
  return (
    <section className={styles.stats} aria-label={t('home.stats.label')}>
      <dl className={`container ${styles.statsList}`}>
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt>{t(stat.label)}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      {live ? (
        <p className={`container ${styles.statsLink}`}>
          <Link to={paths.onTime}>{t('home.stats.record')}</Link>
        </p>
      ) : null}
    </section>
  );
}
