import { OTP_LENGTH } from '@contract/auth';
import type { User } from '@contract/user';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { authApi } from '../api/auth-api';
import { MOBILE_MAX, useMobileOtp } from '../use-mobile-otp';
import styles from './auth.module.css';
import { OtpResend } from './otp-resend';

/**
 * After a Google login to an account without a mobile (SPEC 4.2): send OTP, verify, add the number.
 * `onDone` gets the updated user, or null when the traveller closes the dialog.
 */
export function VerifyMobileDialog({ open, onDone }: { open: boolean; onDone(user: User | null): void }) {
  const flow = useMobileOtp({ otpLength: OTP_LENGTH, emptyMobileMessage: 'Please enter your mobile number' });
  const { sentTo, busy, formError } = flow;
  const verify = (event: FormEvent) =>
    flow.verify(event, {
      otpFailure: 'OTP verification failed',
      afterCode: async (mobile) => onDone((await authApi.addMobile(mobile)).user),
      afterCodeFailure: 'Auth failed',
    });

  return (
    <Dialog
      open={open}
      title="Verify your Mobile"
      description="Add your mobile number so we can reach you about your visa applications."
      onClose={() => onDone(null)}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {!sentTo ? (
        <form className={styles.form} onSubmit={flow.send} noValidate aria-label="Mobile number">
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_MAX}
            value={flow.mobile}
            onChange={(event) => flow.setMobile(event.target.value)}
            error={flow.mobileError}
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
            value={flow.otp}
            onChange={(event) => flow.setOtp(event.target.value)}
            error={flow.otpError}
          />
          <OtpResend secondsLeft={flow.secondsLeft} busy={busy === 'resend'} onResend={flow.resend} />
          <Button type="submit" className={styles.submit} busy={busy === 'verify'} busyLabel="Verifying...">
            Verify
          </Button>
        </form>
      )}
    </Dialog>
  );
}
