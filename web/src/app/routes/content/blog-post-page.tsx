import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { blogPosts, loadBlogPost } from '@web/features/content/blog-posts';
import { EnglishOnlyNote } from '@web/features/content/components/english-only-note';
import { MarkdownArticle } from '@web/features/content/components/markdown-article';
import { PostCard } from '@web/features/content/components/post-card';
import { useContentDate } from '@web/features/content/format-date';
import { useLang } from '@web/i18n/use-lang';
import { use } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styles from './content-pages.module.css';

const MORE_POSTS = 3;

function PostNotFound() {
  const { t } = useTranslation();
  return (
    <div className="page container page-narrow">
      <PageMeta title={t('content.post.notFoundTitle')} description={t('content.post.notFoundDescription')} />
      <h1>{t('content.post.notFoundTitle')}</h1>
      <p>
        <Trans i18nKey="content.post.notFoundBody" components={{ blog: <Link to={paths.blog} /> }} />
      </p>
    </div>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const loading = loadBlogPost(slug);
  if (!loading) return <PostNotFound />;
  return <BlogPost slug={slug} loading={loading} />;
}

function BlogPost({ slug, loading }: { slug: string; loading: NonNullable<ReturnType<typeof loadBlogPost>> }) {
  const { meta, html } = use(loading);
  const others = blogPosts.filter((post) => post.slug !== slug).slice(0, MORE_POSTS);
  const { t } = useTranslation();
  const contentDate = useContentDate();
  const textLang = useLang() === 'en' ? undefined : 'en';
  return (
    <div className="page container">
      <PageMeta title={meta.title} description={meta.description} path={paths.blogPost(slug)} type="article" />
      <article className={styles.post}>
        <nav aria-label={t('content.post.breadcrumb')} className={styles.breadcrumb}>
          <Link to={paths.blog}>{t('content.post.blog')}</Link> <span aria-hidden="true">›</span>{' '}
          {meta.tags[0] ? <span lang={textLang}>{meta.tags[0]}</span> : <span>{t('content.post.guide')}</span>}
        </nav>
        <header>
          <h1 lang={textLang}>{meta.title}</h1>
          <p className={styles.byline}>
            <time dateTime={meta.date}>{contentDate(meta.date)}</time> ·{' '}
            {t('content.minRead', { count: meta.readingMinutes })}
            {meta.author ? ` · ${meta.author}` : ''}
          </p>
          <EnglishOnlyNote />
        </header>
        <MarkdownArticle html={html} />
        <aside className={styles.callout} aria-label={t('content.post.applyWithUs')}>
          <h2>{t('content.post.ready')}</h2>
          <p>{t('content.post.deskChecks')}</p>
          <div className={styles.actions}>
            <Link className={styles.primaryAction} to={`${paths.goForVisa}?autostart=1`}>
              {t('content.post.start')}
            </Link>
            <Link className={styles.secondaryAction} to={paths.contact}>
              {t('content.post.ask')}
            </Link>
          </div>
        </aside>
      </article>
      <section aria-labelledby="more-guides" className={styles.more}>
        <h2 id="more-guides">{t('content.post.more')}</h2>
        <div className={styles.postGrid}>
          {others.map((post) => (
            <PostCard key={post.slug} post={post} headingLevel={3} />
          ))}
        </div>
      </section>
    </div>
  );
}
