import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { PRODUCT_NAME, usePublicConfig } from '@web/config/public-config';
import { EnglishOnlyNote } from '@web/features/content/components/english-only-note';
import { MarkdownArticle } from '@web/features/content/components/markdown-article';
import { useContentDate } from '@web/features/content/format-date';
import { newsroomItems } from '@web/features/content/newsroom-items';
import { useLang } from '@web/i18n/use-lang';
import { Trans, useTranslation } from 'react-i18next';
import styles from './content-pages.module.css';

export default function NewsroomPage() {
  const { supportEmail } = usePublicConfig();
  const { t } = useTranslation();
  const contentDate = useContentDate();
  const textLang = useLang() === 'en' ? undefined : 'en';
  return (
    <div className="page container">
      <PageMeta
        title={t('content.newsroom.title')}
        description={t('content.newsroom.metaDescription', { product: PRODUCT_NAME })}
        path={paths.newsroom}
      />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t('content.newsroom.eyebrow')}</p>
        <h1>{t('content.newsroom.title')}</h1>
        <p className={styles.lead}>
          <Trans
            i18nKey="content.newsroom.lead"
            values={{ product: PRODUCT_NAME, email: supportEmail }}
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside
            components={{ email: <a href={`mailto:${supportEmail}?subject=Press%20enquiry`} /> }}
          />
        </p>
        <EnglishOnlyNote />
      </header>
      <ol className={styles.newsList}>
        {newsroomItems.map(({ meta, html }) => (
          <li key={meta.slug}>
            <article className={`card ${styles.newsItem}`} aria-labelledby={`news-${meta.slug}`}>
              <p className={styles.byline}>
                <time dateTime={meta.date}>{contentDate(meta.date)}</time>
              </p>
              <h2 id={`news-${meta.slug}`} lang={textLang}>
                {meta.title}
              </h2>
              <p className={styles.summary} lang={textLang}>
                {meta.description}
              </p>
              <MarkdownArticle html={html} />
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
