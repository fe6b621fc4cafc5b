import { REVIEW_TEXT_MAX, type ReviewRequest, ReviewRequestSchema } from '@contract/reviews';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CountedTextArea } from '@web/components/ui/counted-text-area';
import { useMessageText } from '@web/i18n/use-message-text';
import { errorMessage, showServerFieldErrors } from '@web/lib/error-message';
import { formatLocale } from '@web/lib/format';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApplicationReview, useSubmitReview } from '../api/application-review';
import styles from './reviews.module.css';
import { Stars } from './stars';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** The contract's schema, the rating read from the checked radio's text ("4"); none checked is no rating. */
const FormSchema = ReviewRequestSchema.extend({
  rating: z.preprocess((value) => (value ? Number(value) : undefined), ReviewRequestSchema.shape.rating),
});
const STATUS_KEYS = {
  pending: 'reviews.form.statusPending',
  published: 'reviews.form.statusPublished',
  hidden: 'reviews.form.statusHidden',
} as const;

/**
 * "Rate your visa service" on an approved application's page (docs/reviews.md): 1 to 5 stars and an optional
 * text, once; afterwards the traveller sees what they wrote and whether it is published.
 */
export function ReviewCard({ refId }: { refId: string }) {
  const { t } = useTranslation();
  const review = useApplicationReview(refId);
  const answer = review.data;
  if (!answer || (!answer.canReview && !answer.review)) return null;
  return (
    <section id="review" className={`card ${styles.card}`} aria-labelledby="review-title">
      <h2 id="review-title">{t('reviews.form.title')}</h2>
      {answer.review ? (
        <div>
          <p>
            <Stars rating={answer.review.rating} />
          </p>
          {answer.review.text ? <p className={styles.text}>{answer.review.text}</p> : null}
          <Alert tone={answer.review.status === 'hidden' ? 'info' : 'success'}>
            {t(STATUS_KEYS[answer.review.status])}
          </Alert>
        </div>
      ) : (
        <ReviewForm refId={refId} />
      )}
    </section>
  );
}

function ReviewForm({ refId }: { refId: string }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const submitReview = useSubmitReview(refId);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof FormSchema>, unknown, ReviewRequest>({
    resolver: zodResolver(FormSchema),
    defaultValues: { text: '' },
  });
  const text = watch('text') ?? '';

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await submitReview.mutateAsync(values);
    } catch (error) {
      showServerFieldErrors(error, setError, (field) => field === 'rating' || field === 'text');
      setOutcome({ tone: 'error', text: messageText(errorMessage(error, t('reviews.form.failed'))) });
    }
  });

  const ratingError = errors.rating ? messageText(errors.rating.message ?? '') : undefined;
  return (
    <form onSubmit={submit} noValidate className={styles.form} aria-label={t('reviews.form.title')}>
      <p>{t('reviews.form.intro')}</p>
      <fieldset className={styles.rating} aria-describedby={ratingError ? 'review-rating-error' : undefined}>
        <legend>{t('reviews.form.rating')}</legend>
        {RATINGS.map((rating) => (
          <label key={rating} className={styles.choice}>
            <input type="radio" value={rating} {...register('rating')} />
            <span aria-hidden="true">{'★'.repeat(rating)}</span> {t('reviews.stars', { count: rating })}
          </label>
        ))}
        {ratingError ? (
          <p id="review-rating-error" className={styles.error} role="alert">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <CountedTextArea
        label={t('reviews.form.text')}
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        count={t('reviews.form.count', {
          typed: text.length.toLocaleString(formatLocale()),
          max: REVIEW_TEXT_MAX.toLocaleString(formatLocale()),
        })}
        error={errors.text ? messageText(errors.text.message ?? '') : undefined}
        {...register('text')}
      />
      <p className={styles.muted}>{t('reviews.form.privacy')}</p>
      <OutcomeAlert outcome={outcome} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('reviews.form.sending') : t('reviews.form.send')}
        </Button>
      </div>
    </form>
  );
}
