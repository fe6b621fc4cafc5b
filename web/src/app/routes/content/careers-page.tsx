import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { PRODUCT_NAME, usePublicConfig } from '@web/config/public-config';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './content-pages.module.css';

/** Perks: `title` and `text` are catalogue keys. */
const PERKS = [
  { title: 'content.careers.perks.healthTitle', text: 'content.careers.perks.healthText' },
  { title: 'content.careers.perks.travelTitle', text: 'content.careers.perks.travelText' },
  { title: 'content.careers.perks.flexibleTitle', text: 'content.careers.perks.flexibleText' },
  { title: 'content.careers.perks.learningTitle', text: 'content.careers.perks.learningText' },
  { title: 'content.careers.perks.leaveTitle', text: 'content.careers.perks.leaveText' },
  { title: 'content.careers.perks.ownershipTitle', text: 'content.careers.perks.ownershipText' },
] as const;

/**
 * Open roles: the texts are catalogue keys; `subject` is the role as our recruiters file applications
 * (the e-mail subject stays English in both languages).
 */
const OPENINGS = [
  {
    id: 'full-stack-developer',
    subject: 'Full Stack Developer',
    title: 'content.careers.jobs.developerTitle',
    location: 'content.careers.jobs.developerLocation',
    summary: 'content.careers.jobs.developerSummary',
    points: [
      'content.careers.jobs.developerPoint1',
      'content.careers.jobs.developerPoint2',
      'content.careers.jobs.developerPoint3',
    ],
  },
  {
    id: 'customer-success-manager',
    subject: 'Customer Success Manager',
    title: 'content.careers.jobs.successTitle',
    location: 'content.careers.jobs.successLocation',
    summary: 'content.careers.jobs.successSummary',
    points: [
      'content.careers.jobs.successPoint1',
      'content.careers.jobs.successPoint2',
      'content.careers.jobs.successPoint3',
    ],
  },
  {
    id: 'digital-marketing-specialist',
    subject: 'Digital Marketing Specialist',
    title: 'content.careers.jobs.marketingTitle',
    location: 'content.careers.jobs.marketingLocation',
    summary: 'content.careers.jobs.marketingSummary',
    points: [
      'content.careers.jobs.marketingPoint1',
      'content.careers.jobs.marketingPoint2',
      'content.careers.jobs.marketingPoint3',
    ],
  },
] as const;

export default function CareersPage() {
  const { supportEmail } = usePublicConfig();
  const { t } = useTranslation();
  const product = { product: PRODUCT_NAME };
  const applyLink = (title: string) =>
    `mailto:${supportEmail}?subject=${encodeURIComponent(`Job application: ${title}`)}`;
  return (
    <div className="page container">
      <PageMeta
        title={t('content.careers.title')}
        description={t('content.careers.metaDescription', product)}
        path={paths.careers}
      />
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{t('content.careers.eyebrow', product)}</p>
        <h1>{t('content.careers.heading')}</h1>
        <p className={styles.lead}>{t('content.careers.lead')}</p>
      </header>

      <section aria-labelledby="perks">
        <h2 id="perks">{t('content.careers.perksTitle')}</h2>
        <ul className={styles.perkGrid}>
          {PERKS.map((perk) => (
            <li key={perk.title}>
              <h3>{t(perk.title)}</h3>
              <p>{t(perk.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="openings" className={styles.more}>
        <h2 id="openings">{t('content.careers.openingsTitle')}</h2>
        <ul className={styles.openings}>
          {OPENINGS.map((job) => (
            <li key={job.id} className={`card ${styles.opening}`}>
              <article aria-labelledby={job.id}>
                <h3 id={job.id}>{t(job.title)}</h3>
                <p className={styles.byline}>
                  {t(job.location)} · {t('content.careers.fullTime')}
                </p>
                <p>{t(job.summary)}</p>
                <ul>
                  {job.points.map((point) => (
                    <li key={point}>{t(point)}</li>
                  ))}
                </ul>
                <a className={styles.secondaryAction} href={applyLink(job.subject)}>
                  {t('content.careers.applyFor', { title: t(job.title) })}
                </a>
              </article>
            </li>
          ))}
        </ul>
        <p>
          <Trans
            i18nKey="content.careers.noRole"
            values={{ email: supportEmail }}
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside
            components={{ email: <a href={applyLink('Open application')} /> }}
          />
        </p>
      </section>

      <section aria-labelledby="business" className={styles.ctaBand}>
        <div>
          <h2 id="business">{t('content.careers.businessTitle')}</h2>
          <p>{t('content.careers.businessText', product)}</p>
        </div>
        <div className={styles.actions}>
          <Link className={styles.primaryAction} to={`${paths.contact}?subject=partner`}>
            {t('content.careers.demo')}
          </Link>
        </div>
      </section>
    </div>
  );
}
