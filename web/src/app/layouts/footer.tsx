import { Link } from 'react-router';
import { paths, VISA_SERVICES_SECTION_ID } from '../../config/paths';
import { PRODUCT_NAME, usePublicConfig } from '../../config/public-config';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import styles from './footer.module.css';

const SOCIAL = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'X (Twitter)', href: 'https://x.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
];

export function Footer() {
  const { flightBookingUrl } = usePublicConfig();
  const services = `${paths.home}#${VISA_SERVICES_SECTION_ID}`;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-discover">
          <h2 id="footer-discover">Discover</h2>
          <ul>
            <li>
              <Link to={paths.about}>About Us</Link>
            </li>
            <li>
              <Link to={paths.careers}>Careers</Link>
            </li>
            <li>
              <Link to={paths.blog}>Blog</Link>
            </li>
            <li>
              <Link to={paths.newsroom}>Newsroom</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-management">
          <h2 id="footer-management">Management</h2>
          <ul>
            <li>
              <Link to={paths.contact}>Contact Us</Link>
            </li>
            <li>
              <Link to={paths.track}>Track Your Application</Link>
            </li>
            <li>
              <Link to={paths.privacy}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={paths.terms}>Terms of Service</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service">Our Service</h2>
          <ul>
            <li>
              <Link to={services}>Tourist Visa</Link>
            </li>
            <li>
              <Link to={services}>Business Visa</Link>
            </li>
            <li>
              <Link to={services}>Student Visa</Link>
            </li>
            <li>
              <Link to={services}>Family Visa</Link>
            </li>
            <li>
              <a href={flightBookingUrl} target="_blank" rel="noopener noreferrer">
                Flights &amp; Hotels<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">Social Media</h2>
          <ul>
            {SOCIAL.map((item) => (
              <li key={item.label}>
                <a href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-subscribe" className={styles.subscribe}>
          <h2 id="footer-subscribe">Subscribe</h2>
          <p>Visa rule changes and travel tips, once a month.</p>
          <NewsletterForm />
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
        <ul>
          <li>
            <Link to={paths.privacy}>Privacy</Link>
          </li>
          <li>
            <Link to={paths.terms}>Terms</Link>
          </li>
          <li>
            <Link to={paths.newsroom}>Newsroom</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
