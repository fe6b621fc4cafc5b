import { HideReviewBodySchema, type OpsReview, REVIEW_STATUSES, type ReviewStatus } from '@contract/reviews';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/config/paths';
import { useHideReview, useOpsReviews, usePublishReview } from '@web/features/ops/api/reviews';
import { TextForm } from '@web/features/ops/components/console-form';
import styles from '@web/features/ops/components/ops.module.css';
import { PagedListQuery } from '@web/features/ops/components/paged-list-query';
import { formatDateTime } from '@web/lib/format';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';

const STATUS_LABELS: Record<ReviewStatus, string> = { pending: 'Pending', published: 'Published', hidden: 'Hidden' };
const HIDE_SCHEMA = z.object({ body: HideReviewBodySchema.shape.reason });

function ReviewPanel({ review }: { review: OpsReview }) {
  const publish = usePublishReview();
  const hide = useHideReview();
  const titleId = `review-${review.id}`;
  return (
    <li className={styles.panel}>
      <h3 id={titleId}>
        {review.rating} of 5 stars · {review.countryName} ·{' '}
        <Link to={paths.ops.application(review.applicationRef)}>{review.applicationRef}</Link>
      </h3>
      <p className={styles.muted}>
        {review.author ?? 'Deleted account'} · written {formatDateTime(review.createdAt)}
        {review.lang === 'hi' ? ' · in Hindi' : ''}
        {review.moderatedAt
          ? ` · ${STATUS_LABELS[review.status].toLowerCase()} by ${review.moderatedBy} on ${formatDateTime(review.moderatedAt)}`
          : ''}
      </p>
      <p className={styles.pre}>{review.text ?? 'No text: a rating only.'}</p>
      {review.hiddenReason ? <p>Hidden because: {review.hiddenReason}</p> : null}
      <div className={styles.form}>
        {review.status !== 'published' ? (
          <div>
            <Button size="sm" busy={publish.isPending} onClick={() => publish.mutate(review.id)}>
              Publish
            </Button>
            {publish.error ? <Alert tone="error">{publish.error.message}</Alert> : null}
          </div>
        ) : null}
        {review.status !== 'hidden' ? (
          <TextForm
            schema={HIDE_SCHEMA}
            label="Reason for hiding (required, kept in the audit log)"
            id={`hide-${review.id}`}
            rows={2}
            submitLabel="Hide"
            send={(reason, outcome) => hide.mutate({ id: review.id, reason }, outcome)}
            request={hide}
          />
        ) : null}
      </div>
    </li>
  );
}

/** /ops/reviews: travellers' reviews to publish or hide before destination pages show them (docs/reviews.md). */
export default function OpsReviewsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status: ReviewStatus = (REVIEW_STATUSES as readonly string[]).includes(asked ?? '')
    ? (asked as ReviewStatus)
    : 'pending';
  const reviews = useOpsReviews(status);
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      <p className={styles.muted}>
        Travellers rate an approved application once. A review shows on its destination's page, signed with the first
        name and initial, only once published. Hide one that names a person, carries contact details or is not about the
        service, and say why.
      </p>
      <div className={styles.row}>
        <label htmlFor="reviews-status">Show</label>
        <select
          id="reviews-status"
          value={status}
          onChange={(event) => setParams({ status: event.target.value }, { replace: true })}
        >
          {REVIEW_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <PagedListQuery query={reviews} loading="Loading…" empty={`No ${STATUS_LABELS[status].toLowerCase()} reviews.`}>
        {(items) => (
          <ul className={styles.list}>
            {items.map((review) => (
              <ReviewPanel key={review.id} review={review} />
            ))}
          </ul>
        )}
      </PagedListQuery>
    </section>
  );
}
