import { CONTACT_SUBJECTS, type ContactSubject } from '@contract/contact';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { PRODUCT_NAME, usePublicConfig } from '@web/config/public-config';
import bannerUrl from '@web/features/contact/assets/contact-banner.svg';
import { ContactForm } from '@web/features/contact/components/contact-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styles from './contact-page.module.css';

function subjectFromQuery(value: string | null): ContactSubject | undefined {
  return CONTACT_SUBJECTS.find((subject) => subject.code === value)?.code;
}

export default function ContactPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const initialSubject = subjectFromQuery(searchParams.get('subject'));
  const { supportEmail } = usePublicConfig();
  return (
    <div className="page container">
      <PageMeta
        title={t('contact.metaTitle')}
        description={t('contact.metaDescription', { product: PRODUCT_NAME, hours: t('contact.hours') })}
        path={paths.contact}
      />
      <header className={styles.banner}>
        <img src={bannerUrl} alt="" className={styles.bannerImage} width={1200} height={320} />
        <div className={styles.bannerText}>
          <h1>{t('footer.contact')}</h1>
          <p>{t('contact.lead')}</p>
        </div>
      </header>
      <div className={styles.layout}>
        <section className={`card ${styles.formCard}`} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.sendTitle')}</h2>
          <p className={styles.note}>{t('contact.replyNote')}</p>
          <ContactForm key={initialSubject ?? 'none'} initialSubject={initialSubject} />
        </section>
        <aside className={styles.aside} aria-label={t('contact.otherWays')}>
          <div className="card">
            <h2>{t('contact.emailSupport')}</h2>
            <p>
              <a href={`mailto:${supportEmail}`} className={styles.email}>
                {supportEmail}
              </a>
            </p>
          </div>
          <div className="card">
            <h2>{t('contact.workingHours')}</h2>
            <p>{t('contact.hours')}</p>
          </div>
          <div className="card">
            <h2>{t('contact.applied')}</h2>
            <p>
              <Trans i18nKey="contact.track" components={{ page: <Link to={paths.track} /> }} />
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
