import { paths } from '@web/config/paths';
import { useLang } from '@web/i18n/use-lang';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContentDate } from '../format-date';
import type { ContentMeta } from '../markdown/content-types';
import styles from './post-card.module.css';

/** A blog post teaser: the whole card is one link, headed by the post title. */
export function PostCard({ post, headingLevel = 2 }: { post: ContentMeta; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const contentDate = useContentDate();
  // Posts are written in English: on a Hindi page the card's own text is marked as English.
  const textLang = useLang() === 'en' ? undefined : 'en';
  return (
    <article className={styles.card}>
      <p className={styles.tags} lang={textLang}>
        {post.tags.slice(0, 2).join(' · ')}
      </p>
      <Heading className={styles.title} lang={textLang}>
        <Link to={paths.blogPost(post.slug)} className={styles.link}>
          {post.title}
        </Link>
      </Heading>
      <p className={styles.description} lang={textLang}>
        {post.description}
      </p>
      <p className={styles.meta}>
        <time dateTime={post.date}>{contentDate(post.date)}</time> ·{' '}
        {t('content.minRead', { count: post.readingMinutes })}
      </p>
    </article>
  );
}
