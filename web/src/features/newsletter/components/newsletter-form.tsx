import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../../../lib/api-client';
import styles from './newsletter-form.module.css';

/** Footer sign-up: stores the address and sends a welcome e-mail with an unsubscribe link. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await api.post('/api/newsletter', { email });
      setMessage({ tone: 'ok', text: 'Thanks! You are subscribed.' });
      setEmail('');
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof ApiError ? error.message : 'Something went wrong.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor="newsletter-email" className="visually-hidden">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        required
        autoComplete="email"
        placeholder="Your email address"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" disabled={busy}>
        {busy ? 'Submitting...' : 'Subscribe'}
      </button>
      <p className={message?.tone === 'error' ? styles.error : styles.ok} role="status" aria-live="polite">
        {message?.text}
      </p>
    </form>
  );
}
