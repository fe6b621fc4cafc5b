import { PRODUCT_NAME } from '../../../config/public-config';
import styles from './home.module.css';

const REASONS = [
  {
    title: 'Requirements you can trust',
    text: 'Visa rules for every passport and destination, with the date of the data shown.',
  },
  { title: 'Clear fees upfront', text: 'One price in rupees with the government fee and our service included.' },
  { title: 'Documents checked by experts', text: 'We review your documents before submission to avoid rejections.' },
  { title: 'Track every step', text: 'Follow your application and get updates by e-mail and SMS.' },
];

export function WhyChoose() {
  return (
    <section className={`${styles.section} ${styles.why}`} aria-labelledby="why-title">
      <div className="container">
        <h2 id="why-title">Why Choose {PRODUCT_NAME}</h2>
        <p className={styles.lead}>
          {PRODUCT_NAME} takes the guesswork out of visas: tell us where you are going and when, and we show what you
          need, what it costs and how long it takes, then handle the application with you.
        </p>
        <ul className={styles.reasons}>
          {REASONS.map((reason) => (
            <li key={reason.title}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
