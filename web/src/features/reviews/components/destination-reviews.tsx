import type { DestinationReviews } from '@contract/reviews';
import { usePublicConfig } from '@web/config/public-config';
import { formatLocale, formatShortDate } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import { useDestinationReviews } from '../api/destination-reviews';
import styles from './reviews.module.css';
import { Stars } from './stars';

/** schema.org's reading of the reviews (https://schema.org/AggregateRating), for search engines. */
function structuredData(reviews: DestinationReviews, name: string, provider: string) {
  const scale = { bestRating: 5, worstRating: 1 };
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    serviceType: 'Visa application service',
    provider: { '@type': 'Organization', name: provider },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.count, ...scale },
    review: reviews.latest.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.date,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...scale },
      ...(review.text ? { reviewBody: review.text } : {}),
    })),
  };
}

/** A JSON data block (never executed); `<` escaped so no text can close the element. */
const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * A destination's published reviews (docs/reviews.md): average, count and the newest few, with their schema.org
 * AggregateRating. Nothing at all until at least one review is published.
 */
export function DestinationReviewsSection({ country, name }: { country: string; name: string }) {
  const { t } = useTranslation();
  const { productName } = usePublicConfig();
  const reviews = useDestinationReviews(country);
  if (!reviews || reviews.count === 0 || reviews.average === null) return null;
  const average = reviews.average.toLocaleString(formatLocale(), { minimumFractionDigits: 1 });
  return (
    <section className={styles.reviews} aria-labelledby="reviews-title">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a data block of our own JSON, `<` escaped.
        dangerouslySetInnerHTML={{
          __html: jsonLd(structuredData(reviews, t('reviews.serviceName', { name }), productName)),
        }}
      />
      <h2 id="reviews-title">{t('reviews.destination.title')}</h2>
      <p className={styles.summary}>
        <Stars rating={reviews.average} /> <strong>{t('reviews.destination.average', { average })}</strong>{' '}
        <span>{t('reviews.destination.count', { count: reviews.count })}</span>
      </p>
      <ul className={styles.list}>
        {reviews.latest.map((review) => (
          <li key={review.id} className={styles.review}>
            <p className={styles.byline}>
              <Stars rating={review.rating} /> <strong>{review.author}</strong>{' '}
              <time dateTime={review.date}>{formatShortDate(review.date, true)}</time>
            </p>
            {review.text ? <p className={styles.text}>{review.text}</p> : null}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('reviews.destination.note')}</p>
    </section>
  );
}
