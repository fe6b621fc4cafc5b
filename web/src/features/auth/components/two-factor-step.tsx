import type { SignedIn } from '@contract/auth';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { authApi, errorText } from '../api/auth-api';
import styles from './auth.module.css';

/** The second step of a login with two-factor on: an authenticator code or a recovery code. */
export function TwoFactorStep({
  onSignedIn,
  onCancel,
}: {
  onSignedIn(result: SignedIn): Promise<void>;
  onCancel(): void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter the code');
      return;
    }
    setError(undefined);
    setFormError(null);
    setBusy(true);
    try {
      await onSignedIn(await authApi.verifyTwoFactor(code.trim()));
    } catch (failure) {
      setFormError(errorText(failure, 'Invalid OTP'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className={styles.title}>
        Two-factor authentication
      </h2>
      <p className={styles.lead}>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={64}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        autoFocus
      />
      <Button type="submit" className={styles.submit} busy={busy} busyLabel="Verifying...">
        Verify
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onCancel}>
          Back to log in
        </button>
      </div>
    </form>
  );
}
