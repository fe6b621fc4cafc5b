import { useMessageText } from '@web/i18n/use-message-text';
import { errorMessage } from '@web/lib/error-message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWSLETTER_ERRORS, useSubscribe } from '../api/newsletter';
import styles from './newsletter-form.module.css';

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

/** Footer sign-up: stores the address and sends a welcome e-mail with an unsubscribe link. */
export function NewsletterForm() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const subscribe = useSubscribe();

  // The field is uncontrolled: what was typed before the page's scripts took over stays and is what is sent.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    try {
      // The footer is on every page: its schema (and zod) load on first use, not with the page.
      const { NewsletterSubscribeSchema } = await import('@contract/newsletter');
      const parsed = NewsletterSubscribeSchema.safeParse({ email });
      if (!parsed.success) {
        setOutcome({ tone: 'error', text: parsed.error.issues[0]?.message ?? 'Enter a valid email address' });
        return;
      }
      setOutcome(null);
      const answer = await subscribe.mutateAsync(parsed.data.email);
      setOutcome({ tone: 'ok', text: answer.message });
      form.reset();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, NEWSLETTER_ERRORS) });
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('newsletter.form.label')}>
      <label htmlFor="newsletter-email" className="visually-hidden">
        {t('newsletter.form.email')}
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder={t('newsletter.form.placeholder')}
        maxLength={254}
        aria-invalid={outcome?.tone === 'error' ? true : undefined}
        aria-describedby="newsletter-outcome"
      />
      <button type="submit" disabled={subscribe.isPending}>
        {subscribe.isPending ? t('newsletter.form.submitting') : t('newsletter.form.submit')}
      </button>
      <p
        id="newsletter-outcome"
        className={outcome?.tone === 'error' ? styles.error : styles.ok}
        role="status"
        aria-live="polite"
      >
        {outcome ? messageText(outcome.text) : null}
      </p>
    </form>
  );
}
