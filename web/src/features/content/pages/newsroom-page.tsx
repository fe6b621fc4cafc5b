import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME, usePublicConfig } from '../../../config/public-config';
import { MarkdownArticle } from '../components/markdown-article';
import { formatContentDate } from '../format-date';
import { newsroomItems } from '../newsroom-items';
import styles from './content-pages.module.css';

export default function NewsroomPage() {
  const { supportEmail } = usePublicConfig();
  return (
    <div className="page container">
      <PageMeta
        title="Newsroom"
        description={`News and announcements from ${PRODUCT_NAME}: milestones, new features for travellers and policy updates.`}
        path={paths.newsroom}
      />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Press and announcements</p>
        <h1>Newsroom</h1>
        <p className={styles.lead}>
          The latest from {PRODUCT_NAME}. Journalists can reach our communications team at{' '}
          <a href={`mailto:${supportEmail}?subject=Press%20enquiry`}>{supportEmail}</a>.
        </p>
      </header>
      <ol className={styles.newsList}>
        {newsroomItems.map(({ meta, html }) => (
          <li key={meta.slug}>
            <article className={`card ${styles.newsItem}`} aria-labelledby={`news-${meta.slug}`}>
              <p className={styles.byline}>
                <time dateTime={meta.date}>{formatContentDate(meta.date)}</time>
              </p>
              <h2 id={`news-${meta.slug}`}>{meta.title}</h2>
              <p className={styles.summary}>{meta.description}</p>
              <MarkdownArticle html={html} />
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
