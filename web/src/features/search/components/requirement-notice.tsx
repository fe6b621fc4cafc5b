import { REQUIREMENTS_NOTICE } from '@contract/catalogue-rules';
import styles from './visa-options.module.css';

/** Credits the requirements data and says how old it is (passport-index licence notice). */
export function RequirementNotice() {
  return (
    <p className={styles.notice}>
      Requirements from{' '}
      <a href="https://www.passportindex.org" rel="noopener noreferrer" target="_blank">
        Passport Index
      </a>{' '}
      via the{' '}
      <a href="https://github.com/ilyankou/passport-index-dataset" rel="noopener noreferrer" target="_blank">
        passport-index-dataset
      </a>
      , {REQUIREMENTS_NOTICE}.
    </p>
  );
}
