import styles from './home.module.css';

const STATS = [
  { value: '99.2%', label: 'Visas on time' },
  { value: '5L+', label: 'Visas processed' },
  { value: '4.81', label: 'Average rating' },
];

/** The stats trio (SPEC 1, 9). */
export function Stats() {
  return (
    <section className={styles.stats} aria-label="Our numbers">
      <dl className={`container ${styles.statsList}`}>
        {STATS.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
