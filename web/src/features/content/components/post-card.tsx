import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatContentDate } from '../format-date';
import type { ContentMeta } from '../markdown/content-types';
import styles from './post-card.module.css';

/** A blog post teaser: the whole card is one link, headed by the post title. */
export function PostCard({ post, headingLevel = 2 }: { post: ContentMeta; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <p className={styles.tags}>{post.tags.slice(0, 2).join(' · ')}</p>
      <Heading className={styles.title}>
        <Link to={paths.blogPost(post.slug)} className={styles.link}>
          {post.title}
        </Link>
      </Heading>
      <p className={styles.description}>{post.description}</p>
      <p className={styles.meta}>
        <time dateTime={post.date}>{formatContentDate(post.date)}</time> · {post.readingMinutes} min read
      </p>
    </article>
  );
}
