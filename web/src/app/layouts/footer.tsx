import { LanguageSwitcher } from '@web/components/language-switcher';
import { paths, VISA_SERVICES_SECTION_ID } from '@web/config/paths';
import { PRODUCT_NAME, usePublicConfig } from '@web/config/public-config';
import { NewsletterForm } from '@web/features/newsletter/components/newsletter-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './footer.module.css';

const SOCIAL = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
];

export default function Footer() {
  const { t } = useTranslation();
  const { flightBookingUrl } = usePublicConfig();
  const services = `${paths.home}#${VISA_SERVICES_SECTION_ID}`;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-discover">
          <h2 id="footer-discover">{t('footer.discover')}</h2>
          <ul>
            <li>
              <Link to={paths.about}>{t('footer.about')}</Link>
            </li>
            <li>
              <Link to={paths.careers}>{t('footer.careers')}</Link>
            </li>
            <li>
              <Link to={paths.blog}>{t('footer.blog')}</Link>
            </li>
            <li>
              <Link to={paths.newsroom}>{t('footer.newsroom')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-management">
          <h2 id="footer-management">{t('footer.management')}</h2>
          <ul>
            <li>
              <Link to={paths.contact}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to={paths.track}>{t('footer.track')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('footer.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.refundPolicy}>{t('footer.refundPolicy')}</Link>
            </li>
            <li>
              <Link to={paths.onTime}>{t('footer.onTime')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service">{t('footer.ourService')}</h2>
          <ul>
            <li>
              <Link to={services}>{t('footer.touristVisa')}</Link>
            </li>
            <li>
              <Link to={services}>{t('footer.businessVisa')}</Link>
            </li>
            <li>
              <Link to={services}>{t('footer.studentVisa')}</Link>
            </li>
            <li>
              <Link to={services}>{t('footer.familyVisa')}</Link>
            </li>
            <li>
              <a href={flightBookingUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.flightsHotels')}
                <span className="visually-hidden">{t('nav.newTab')}</span>
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{t('footer.socialMedia')}</h2>
          <ul>
            {SOCIAL.map((item) => (
              <li key={item.label}>
                <a href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.label}
                  <span className="visually-hidden">{t('nav.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-subscribe" className={styles.subscribe}>
          <h2 id="footer-subscribe">{t('footer.subscribe')}</h2>
          <p>{t('footer.subscribeBlurb')}</p>
          <NewsletterForm />
        </section>
      </div>
      <div className={styles.bottom}>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}</p>
        <ul>
          <li>
            <LanguageSwitcher />
          </li>
          <li>
            <Link to={paths.privacy}>{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to={paths.terms}>{t('footer.termsShort')}</Link>
          </li>
          <li>
            <Link to={paths.newsroom}>{t('footer.newsroom')}</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
