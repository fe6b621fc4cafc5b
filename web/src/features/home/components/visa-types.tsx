import { VISA_SERVICES_SECTION_ID } from '../../../config/paths';
import styles from './home.module.css';

const VISA_TYPES = [
  {
    title: 'Tourist Visa',
    text: 'Holidays, sightseeing and visiting places, with e-visas in as little as 2 working days.',
  },
  {
    title: 'Business Visa',
    text: 'Meetings, conferences and trade fairs, with the invitation and cover letters checked.',
  },
  {
    title: 'Student Visa',
    text: 'Admission letters, proof of funds and course dates put together for your study abroad.',
  },
  {
    title: 'Family Visa',
    text: 'Visiting family and friends abroad, with invitation and relationship documents in order.',
  },
];

/** The 4-item visa-type strip; the navigation's 'Visa Services' scrolls here. */
export function VisaTypes() {
  return (
    <section id={VISA_SERVICES_SECTION_ID} className={styles.section} aria-labelledby="visa-types-title">
      <div className="container">
        <h2 id="visa-types-title">Visa Services</h2>
        <ul className={styles.types}>
          {VISA_TYPES.map((type) => (
            <li key={type.title} className={styles.typeCard}>
              <h3>{type.title}</h3>
              <p>{type.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
