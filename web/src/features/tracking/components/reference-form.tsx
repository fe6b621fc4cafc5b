import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { REFERENCE_PATTERN } from '../tracking-url';
import styles from './reference-form.module.css';

/** Paste an application reference to open its page on the partner's tracking site. */
export function ReferenceForm({ onTrack }: { onTrack(reference: string): void }) {
  const id = useId();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = reference.trim();
    if (!value) return setError('Enter your application reference');
    if (!REFERENCE_PATTERN.test(value)) {
      return setError('Use the reference from your confirmation e-mail: 4 to 40 letters, digits, - or /');
    }
    setError(null);
    onTrack(value);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Track by reference">
      <label htmlFor={id} className={styles.label}>
        Application reference
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name="reference"
          className={styles.input}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          placeholder="e.g. HV-2025-001234"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        <Button type="submit">Track</Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.hint}>
          You will find it in the confirmation e-mail and in My Account → Visa History.
        </p>
      )}
    </form>
  );
}
