import { Link } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME, usePublicConfig } from '../../../config/public-config';
import styles from './content-pages.module.css';

const PERKS = [
  {
    title: 'Health cover for your family',
    text: 'Medical insurance for you, your spouse, children and parents from day one.',
  },
  { title: 'Travel allowance', text: 'An annual travel credit for your own trips — and your visas are on us.' },
  {
    title: 'Flexible and hybrid work',
    text: 'Work from home, from our office, or a mix. We care about outcomes, not hours at a desk.',
  },
  { title: 'Learning budget', text: 'Courses, books and conferences of your choice, every year.' },
  {
    title: 'Generous leave',
    text: 'Paid time off, festival holidays you choose, and parental leave for every parent.',
  },
  { title: 'Ownership', text: 'Employee stock options, so everyone shares in what we build together.' },
] as const;

const OPENINGS = [
  {
    id: 'full-stack-developer',
    title: 'Full Stack Developer',
    location: 'Remote (India)',
    type: 'Full-time',
    summary:
      'Build the visa search, application and account experience used by lakhs of travellers, end to end: React on the web, TypeScript APIs and PostgreSQL.',
    points: [
      '3+ years building web applications with TypeScript or JavaScript',
      'Comfortable with React, Node.js and SQL databases',
      'Care for accessibility, performance and well-tested code',
    ],
  },
  {
    id: 'customer-success-manager',
    title: 'Customer Success Manager',
    location: 'Bengaluru',
    type: 'Full-time',
    summary:
      'Lead the team that guides travellers and corporate clients through their applications, and turn what you hear from them into better products.',
    points: [
      '4+ years in customer success or operations, ideally in travel',
      'Clear, calm communication in English and Hindi; another Indian language is a plus',
      'Experience with support tools and service-level targets',
    ],
  },
  {
    id: 'digital-marketing-specialist',
    title: 'Digital Marketing Specialist',
    location: 'Remote or Mumbai',
    type: 'Full-time',
    summary:
      'Grow our audience of Indian travellers through search, content, social and partnerships — and measure what works.',
    points: [
      '2+ years in performance or content marketing',
      'Hands-on with SEO, analytics and paid campaigns',
      'Writes crisp copy and loves travel',
    ],
  },
] as const;

export default function CareersPage() {
  const { supportEmail } = usePublicConfig();
  const applyLink = (title: string) =>
    `mailto:${supportEmail}?subject=${encodeURIComponent(`Job application: ${title}`)}`;
  return (
    <div className="page container">
      <PageMeta
        title="Careers"
        description={`Join ${PRODUCT_NAME} and make travel simpler for millions of Indians. Open roles: Full Stack Developer, Customer Success Manager, Digital Marketing Specialist.`}
        path={paths.careers}
      />
      <header className={styles.hero}>
        <p className={styles.eyebrow}>Careers at {PRODUCT_NAME}</p>
        <h1>Help millions of Indians travel the world</h1>
        <p className={styles.lead}>
          We are a small team of engineers, visa experts and storytellers. Every day our work decides whether someone
          makes it to a wedding in Toronto, a conference in Berlin or their first holiday abroad.
        </p>
      </header>

      <section aria-labelledby="perks">
        <h2 id="perks">Why you will like it here</h2>
        <ul className={styles.perkGrid}>
          {PERKS.map((perk) => (
            <li key={perk.title}>
              <h3>{perk.title}</h3>
              <p>{perk.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="openings" className={styles.more}>
        <h2 id="openings">Open roles</h2>
        <ul className={styles.openings}>
          {OPENINGS.map((job) => (
            <li key={job.id} className={`card ${styles.opening}`}>
              <article aria-labelledby={job.id}>
                <h3 id={job.id}>{job.title}</h3>
                <p className={styles.byline}>
                  {job.location} · {job.type}
                </p>
                <p>{job.summary}</p>
                <ul>
                  {job.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <a className={styles.secondaryAction} href={applyLink(job.title)}>
                  Apply for {job.title}
                </a>
              </article>
            </li>
          ))}
        </ul>
        <p>
          Don’t see your role? Write to <a href={applyLink('Open application')}>{supportEmail}</a> and tell us how you
          would like to help.
        </p>
      </section>

      <section aria-labelledby="business" className={styles.ctaBand}>
        <div>
          <h2 id="business">Visas for your company</h2>
          <p>
            Travel desks, universities and travel agencies use {PRODUCT_NAME} to manage visas for their employees,
            students and customers. See how it works in a 20-minute demo.
          </p>
        </div>
        <div className={styles.actions}>
          <Link className={styles.primaryAction} to={`${paths.contact}?subject=partner`}>
            Request A Demo
          </Link>
        </div>
      </section>
    </div>
  );
}
