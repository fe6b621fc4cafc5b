import type { VisaOption } from '@contract/catalogue';
import styles from './visa-options.module.css';
import { WishlistHeart } from './wishlist-heart';

export const formatRupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** One visa product: type, fee in rupees, processing, validity, stay, documents, Apply and the heart. */
export function VisaOptionCard({ option, onApply }: { option: VisaOption; onApply(option: VisaOption): void }) {
  const titleId = `option-${option.id}`;
  return (
    <article className={styles.option} aria-labelledby={titleId}>
      <header className={styles.optionHeader}>
        <div>
          <p className={styles.type}>{option.visaType}</p>
          <h3 id={titleId} className={styles.optionName}>
            {option.name}
          </h3>
        </div>
        <WishlistHeart target={{ type: 'visa', optionId: option.id }} label={`${option.countryName} ${option.name}`} />
      </header>
      <p className={styles.fee}>
        {formatRupees(option.fee)}
        {option.estimate ? <span className={styles.estimate}> estimated</span> : null}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Processing</dt>
          <dd>{option.processing}</dd>
        </div>
        <div>
          <dt>Validity</dt>
          <dd>{option.validity}</dd>
        </div>
        <div>
          <dt>Stay</dt>
          <dd>{option.stay}</dd>
        </div>
      </dl>
      <details className={styles.requirements}>
        <summary>Requirements ({option.requirements.length})</summary>
        <ul>
          {option.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      </details>
      <button type="button" className={styles.apply} aria-describedby={titleId} onClick={() => onApply(option)}>
        Apply
      </button>
    </article>
  );
}
