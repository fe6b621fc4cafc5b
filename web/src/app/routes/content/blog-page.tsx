import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { PRODUCT_NAME } from '@web/config/public-config';
import { blogPosts } from '@web/features/content/blog-posts';
import { EnglishOnlyNote } from '@web/features/content/components/english-only-note';
import { PostCard } from '@web/features/content/components/post-card';
import { useTranslation } from 'react-i18next';
import styles from './content-pages.module.css';

export default function BlogPage() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <PageMeta title={t('content.blog.title')} description={t('content.blog.metaDescription')} path={paths.blog} />
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t('content.blog.eyebrow', { product: PRODUCT_NAME })}</p>
        <h1>{t('content.blog.title')}</h1>
        <p className={styles.lead}>{t('content.blog.lead')}</p>
        <EnglishOnlyNote />
      </header>
      <div className={styles.postGrid}>
        {blogPosts.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </div>
    </div>
  );
}
