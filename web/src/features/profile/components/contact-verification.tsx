import type { Profile } from '@contract/account/profile';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useResendContactCode } from '../api/resend-contact-code';
import { useVerifyContact } from '../api/verify-contact';
import styles from './profile.module.css';

type Channel = 'email' | 'mobile';
type Outcome = { tone: 'success' | 'error' | 'info'; text: string } | null;

const WHAT: Record<Channel, string> = { email: 'email', mobile: 'mobile number' };
const VERIFIED: Record<Channel, string> = { email: 'Email verified!', mobile: 'Mobile number verified!' };

function PendingChange({
  channel,
  target,
  onOutcome,
}: {
  channel: Channel;
  target: string;
  onOutcome(o: Outcome): void;
}) {
  const verify = useVerifyContact();
  const resend = useResendContactCode();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onOutcome(null);
    if (!/^\d{6}$/.test(code)) {
      setFieldError(code ? 'Enter the 6-digit code' : 'Enter OTP');
      return;
    }
    setFieldError(undefined);
    verify.mutate(
      { channel, code },
      {
        onSuccess: () => onOutcome({ tone: 'success', text: VERIFIED[channel] }),
        onError: (error) => {
          const wrongCode = error instanceof ApiError && (error.status === 422 || error.status === 400);
          if (wrongCode) setFieldError('Invalid OTP');
          onOutcome({ tone: 'error', text: 'OTP verification failed' });
        },
      },
    );
  };

  const sendAgain = () => {
    onOutcome(null);
    resend.mutate(
      { channel },
      {
        onSuccess: () => onOutcome({ tone: 'info', text: `A new code was sent to ${target}.` }),
        onError: () => onOutcome({ tone: 'error', text: 'Failed to resend OTP' }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Confirm your new ${WHAT[channel]}`}>
      <p className={styles.verifyText}>
        To change your {WHAT[channel]}, enter the 6-digit code we sent to <strong>{target}</strong>.
      </p>
      <div className={styles.verifyRow}>
        <TextField
          label={channel === 'email' ? 'Code sent to your new email' : 'Code sent to your new mobile'}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={fieldError}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
        <div className={styles.verifyButtons}>
          <Button type="submit" busy={verify.isPending} busyLabel="Verifying...">
            Verify
          </Button>
          <Button variant="ghost" busy={resend.isPending} busyLabel="Sending..." onClick={sendAgain}>
            Resend code
          </Button>
        </div>
      </div>
    </form>
  );
}

/** A new e-mail or mobile saved with the profile applies only once the code sent to it comes back. */
export function ContactVerification({ profile }: { profile: Profile }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const pending = [
    { channel: 'email' as const, target: profile.pendingEmail },
    { channel: 'mobile' as const, target: profile.pendingMobile },
  ].filter((change): change is { channel: Channel; target: string } => Boolean(change.target));

  if (pending.length === 0 && !outcome) return null;
  return (
    <section className={`card ${styles.verify}`} aria-label="Confirm your new contact details">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {pending.map((change) => (
        <PendingChange key={change.channel} channel={change.channel} target={change.target} onOutcome={setOutcome} />
      ))}
    </section>
  );
}
