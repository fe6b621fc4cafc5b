import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { PRODUCT_NAME } from '@web/config/public-config';
import { blogPosts } from '@web/features/content/blog-posts';
import { PostCard } from '@web/features/content/components/post-card';
import { ValueIcon, type ValueIconName } from '@web/features/content/components/value-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './content-pages.module.css';

/** Our values: `title` and `text` are catalogue keys. */
const VALUES = [
  { icon: 'rupee', title: 'content.about.values.pricingTitle', text: 'content.about.values.pricingText' },
  { icon: 'check', title: 'content.about.values.checkedTitle', text: 'content.about.values.checkedText' },
  { icon: 'clock', title: 'content.about.values.onTimeTitle', text: 'content.about.values.onTimeText' },
  { icon: 'lock', title: 'content.about.values.dataTitle', text: 'content.about.values.dataText' },
] as const satisfies ReadonlyArray<{ icon: ValueIconName; title: string; text: string }>;

const STATS = [
  { value: '99.2%', label: 'content.about.stats.onTime' },
  { value: '5L+', label: 'content.about.stats.processed' },
  { value: '4.81', label: 'content.about.stats.rating' },
] as const;

export default function AboutPage() {
  const latestPost = blogPosts[0];
  const { t } = useTranslation();
  const product = { product: PRODUCT_NAME };
  return (
    <div className="page container">
      <PageMeta
        title={t('content.about.metaTitle', product)}
        description={t('content.about.metaDescription', product)}
        path={paths.about}
      />
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{t('content.about.eyebrow')}</p>
        <h1>{t('content.about.title')}</h1>
        <p className={styles.lead}>{t('content.about.lead', product)}</p>
      </header>

      <section aria-labelledby="mission" className={styles.split}>
        <div>
          <h2 id="mission">{t('content.about.missionTitle')}</h2>
          <p>{t('content.about.mission1')}</p>
          <p>{t('content.about.mission2')}</p>
        </div>
        <ul className={styles.stats} aria-label={t('content.about.inNumbers', product)}>
          {STATS.map((stat) => (
            <li key={stat.label}>
              <strong>{stat.value}</strong>
              <span>{t(stat.label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="values">
        <h2 id="values">{t('content.about.valuesTitle')}</h2>
        <ul className={styles.valueGrid}>
          {VALUES.map((value) => (
            <li key={value.title} className={`card ${styles.valueCard}`}>
              <span className={styles.valueIcon}>
                <ValueIcon name={value.icon} />
              </span>
              <h3>{t(value.title)}</h3>
              <p>{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="join" className={styles.ctaBand}>
        <div>
          <h2 id="join">{t('content.about.joinTitle')}</h2>
          <p>{t('content.about.joinText')}</p>
        </div>
        <div className={styles.actions}>
          <Link className={styles.primaryAction} to={`${paths.goForVisa}?autostart=1`}>
            {t('content.about.reserve')}
          </Link>
          <Link className={styles.secondaryAction} to={paths.careers}>
            {t('content.about.roles')}
          </Link>
        </div>
      </section>

      {latestPost ? (
        <section aria-labelledby="from-the-blog" className={styles.more}>
          <h2 id="from-the-blog">{t('content.about.fromBlog')}</h2>
          <div className={styles.singlePost}>
            <PostCard post={latestPost} headingLevel={3} />
          </div>
          <p>
            <Link to={paths.blog}>{t('content.about.allGuides')}</Link> ·{' '}
            <Link to={paths.newsroom}>{t('content.about.newsroom')}</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
