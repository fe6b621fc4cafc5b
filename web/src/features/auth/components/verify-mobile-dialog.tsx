import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@contract/auth';
import type { User } from '@contract/user';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { authApi, errorText, retryAfterOf } from '../api/auth-api';
import { useCountdown } from '../use-countdown';
import styles from './auth.module.css';
import { OtpResend } from './otp-resend';

const MOBILE_MAX = 10;
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * After a Google login to an account without a mobile (SPEC 4.2): send OTP, verify, add the number.
 * `onDone` gets the updated user, or null when the traveller closes the dialog.
 */
export function VerifyMobileDialog({ open, onDone }: { open: boolean; onDone(user: User | null): void }) {
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mobileError, setMobileError] = useState<string | undefined>();
  const [otpError, setOtpError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'resend' | 'verify' | null>(null);
  const countdown = useCountdown();

  async function send(event?: FormEvent) {
    event?.preventDefault();
    setFormError(null);
    if (!mobile.trim()) {
      setMobileError('Please enter your mobile number');
      return;
    }
    setMobileError(undefined);
    setBusy('send');
    try {
      await authApi.sendMobileOtp({ mobile });
      setSentTo(mobile);
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      setMobileError(errorText(error, 'Failed to send OTP'));
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    if (!sentTo) return;
    setBusy('resend');
    setFormError(null);
    try {
      await authApi.resendMobileOtp(sentTo);
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait) countdown.start(wait);
      setFormError(errorText(error, 'Failed to resend OTP'));
    } finally {
      setBusy(null);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    if (!otp) {
      setOtpError('Enter OTP');
      return;
    }
    setOtpError(undefined);
    setFormError(null);
    setBusy('verify');
    try {
      await authApi.verifyMobileOtp(sentTo, otp);
      const { user } = await authApi.addMobile(sentTo);
      onDone(user);
    } catch (error) {
      setOtpError(errorText(error, 'OTP verification failed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog
      open={open}
      title="Verify your Mobile"
      description="Add your mobile number so we can reach you about your visa applications."
      onClose={() => onDone(null)}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {!sentTo ? (
        <form className={styles.form} onSubmit={send} noValidate aria-label="Mobile number">
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_MAX}
            value={mobile}
            onChange={(event) => setMobile(digitsOnly(event.target.value).slice(0, MOBILE_MAX))}
            error={mobileError}
          />
          <Button type="submit" className={styles.submit} busy={busy === 'send'} busyLabel="Sending...">
            Send OTP
          </Button>
        </form>
      ) : (
        <form className={styles.form} onSubmit={verify} noValidate aria-label="Mobile OTP">
          <p className={styles.note}>
            Code sent to <strong>{sentTo}</strong>.
          </p>
          <TextField
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={otp}
            onChange={(event) => setOtp(digitsOnly(event.target.value).slice(0, OTP_LENGTH))}
            error={otpError}
          />
          <OtpResend secondsLeft={countdown.secondsLeft} busy={busy === 'resend'} onResend={resend} />
          <Button type="submit" className={styles.submit} busy={busy === 'verify'} busyLabel="Verifying...">
            Verify
          </Button>
        </form>
      )}
    </Dialog>
  );
}
