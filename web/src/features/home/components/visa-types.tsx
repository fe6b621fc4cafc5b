import type { VisaPurpose } from '@contract/catalogue-rules';
import { VISA_SERVICES_SECTION_ID } from '@web/config/paths';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

const VISA_TYPES: Array<{ purpose: VisaPurpose; title: string; text: string; action: string }> = [
  {
    purpose: 'tourist',
    title: 'home.types.tourist',
    text: 'home.types.touristText',
    action: 'home.types.touristAction',
  },
  {
    purpose: 'business',
    title: 'home.types.business',
    text: 'home.types.businessText',
    action: 'home.types.businessAction',
  },
  {
    purpose: 'student',
    title: 'home.types.student',
    text: 'home.types.studentText',
    action: 'home.types.studentAction',
  },
  { purpose: 'family', title: 'home.types.family', text: 'home.types.familyText', action: 'home.types.familyAction' },
];

/**
 * The 4-item visa-type strip; the navigation's 'Visa Services' scrolls here. Each card starts the search with its
 * purpose chosen.
 */
export function VisaTypes({ onChoose }: { onChoose(purpose: VisaPurpose): void }) {
  const { t } = useTranslation();
  return (
    <section id={VISA_SERVICES_SECTION_ID} className={styles.section} aria-labelledby="visa-types-title">
      <div className="container">
        <h2 id="visa-types-title">{t('nav.visaServices')}</h2>
        <ul className={styles.types}>
          {VISA_TYPES.map((type) => (
            <li key={type.title} className={styles.typeCard}>
              <h3>{t(type.title)}</h3>
              <p>{t(type.text)}</p>
              <button type="button" className={styles.typeAction} onClick={() => onChoose(type.purpose)}>
                {t(type.action)} <span aria-hidden="true">→</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
