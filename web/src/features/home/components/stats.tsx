import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

const STATS = [
  { value: '99.2%', label: 'home.stats.onTime' },
  { value: '5L+', label: 'home.stats.processed' },
  { value: '4.81', label: 'home.stats.rating' },
];

/** The stats trio (docs/product/site.md#home). */
export function Stats() {
  const { t } = useTranslation();
  return (
    <section className={styles.stats} aria-label={t('home.stats.label')}>
      <dl className={`container ${styles.statsList}`}>
        {STATS.map((stat) => (
          <div key={stat.label}>
            <dt>{t(stat.label)}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
