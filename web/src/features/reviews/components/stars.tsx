import { useTranslation } from 'react-i18next';
import styles from './reviews.module.css';

/** A rating as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const whole = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={t('reviews.outOfFive', { rating })}>
      <span aria-hidden="true">{'★'.repeat(whole)}</span>
      <span aria-hidden="true" className={styles.empty}>
        {'★'.repeat(5 - whole)}
      </span>
    </span>
  );
}
