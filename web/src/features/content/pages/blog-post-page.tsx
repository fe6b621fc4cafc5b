import { use } from 'react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { blogPosts, loadBlogPost } from '../blog-posts';
import { MarkdownArticle } from '../components/markdown-article';
import { PostCard } from '../components/post-card';
import { formatContentDate } from '../format-date';
import styles from './content-pages.module.css';

const MORE_POSTS = 3;

function PostNotFound() {
  return (
    <div className="page container page-narrow">
      <PageMeta title="Article not found" description="This article does not exist or has moved." />
      <h1>Article not found</h1>
      <p>
        This article does not exist or has moved. <Link to={paths.blog}>Browse all visa guides</Link>.
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
  return (
    <div className="page container">
      <PageMeta title={meta.title} description={meta.description} path={paths.blogPost(slug)} type="article" />
      <article className={styles.post}>
        <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
          <Link to={paths.blog}>Blog</Link> <span aria-hidden="true">›</span> <span>{meta.tags[0] ?? 'Guide'}</span>
        </nav>
        <header>
          <h1>{meta.title}</h1>
          <p className={styles.byline}>
            <time dateTime={meta.date}>{formatContentDate(meta.date)}</time> · {meta.readingMinutes} min read
            {meta.author ? ` · ${meta.author}` : ''}
          </p>
        </header>
        <MarkdownArticle html={html} />
        <aside className={styles.callout} aria-label="Apply with us">
          <h2>Ready to apply?</h2>
          <p>Our visa desk checks every document before it reaches the embassy.</p>
          <div className={styles.actions}>
            <Link className={styles.primaryAction} to={`${paths.goForVisa}?autostart=1`}>
              Start your application
            </Link>
            <Link className={styles.secondaryAction} to={paths.contact}>
              Ask a visa expert
            </Link>
          </div>
        </aside>
      </article>
      <section aria-labelledby="more-guides" className={styles.more}>
        <h2 id="more-guides">More visa guides</h2>
        <div className={styles.postGrid}>
          {others.map((post) => (
            <PostCard key={post.slug} post={post} headingLevel={3} />
          ))}
        </div>
      </section>
    </div>
  );
}
