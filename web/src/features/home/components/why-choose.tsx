import { PRODUCT_NAME } from '@web/config/public-config';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

const REASONS = [
  { title: 'home.why.trustTitle', text: 'home.why.trustText' },
  { title: 'home.why.feesTitle', text: 'home.why.feesText' },
  { title: 'home.why.expertsTitle', text: 'home.why.expertsText' },
  { title: 'home.why.trackTitle', text: 'home.why.trackText' },
];

export function WhyChoose() {
  const { t } = useTranslation();
  return (
    <section className={`${styles.section} ${styles.why}`} aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title">{t('home.why.title', { product: PRODUCT_NAME })}</h2>
        <p className={styles.lead}>{t('home.why.lead', { product: PRODUCT_NAME })}</p>
        <ul className={styles.reasons}>
          {REASONS.map((reason) => (
            <li key={reason.title}>
              <h3>{t(reason.title)}</h3>
              <p>{t(reason.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
