import { CONTACT_SUBJECTS, type ContactSubject } from '@contract/contact';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME, usePublicConfig } from '../../../config/public-config';
import bannerUrl from '../assets/contact-banner.svg';
import { ContactForm } from '../components/contact-form';
import styles from './contact-page.module.css';

const SUPPORT_HOURS = 'Monday to Sunday, 9 AM to 8 PM IST';

function subjectFromQuery(value: string | null): ContactSubject | undefined {
  return CONTACT_SUBJECTS.find((subject) => subject.code === value)?.code;
}

export default function ContactPage() {
  const [searchParams] = useSearchParams();
  const initialSubject = subjectFromQuery(searchParams.get('subject'));
  const { supportEmail } = usePublicConfig();
  return (
    <div className="page container">
      <PageMeta
        title="Contact us"
        description={`Questions about a visa, documents, fees or your ${PRODUCT_NAME} account? Our visa experts answer ${SUPPORT_HOURS}.`}
        path={paths.contact}
      />
      <header className={styles.banner}>
        <img src={bannerUrl} alt="" className={styles.bannerImage} width={1200} height={320} />
        <div className={styles.bannerText}>
          <h1>Contact Us</h1>
          <p>Questions about a visa, your documents or your account? Our visa experts are here to help.</p>
        </div>
      </header>
      <div className={styles.layout}>
        <section className={`card ${styles.formCard}`} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <p className={styles.note}>We reply by e-mail, usually within one working day.</p>
          <ContactForm key={initialSubject ?? 'none'} initialSubject={initialSubject} />
        </section>
        <aside className={styles.aside} aria-label="Other ways to reach us">
          <div className="card">
            <h2>Email support</h2>
            <p>
              <a href={`mailto:${supportEmail}`} className={styles.email}>
                {supportEmail}
              </a>
            </p>
          </div>
          <div className="card">
            <h2>Working hours</h2>
            <p>{SUPPORT_HOURS}</p>
          </div>
          <div className="card">
            <h2>Already applied?</h2>
            <p>
              Check the status of your visa any time on the <Link to={paths.track}>tracking page</Link>.
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
