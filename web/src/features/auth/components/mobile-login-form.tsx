import { LOGIN_OTP_LENGTH, type LoginResult } from '@contract/auth';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { authApi } from '../api/auth-api';
import { MOBILE_MAX, useMobileOtp } from '../use-mobile-otp';
import styles from './auth.module.css';
import { OtpResend } from './otp-resend';

/** Mobile Login tab: number → 4-digit OTP by SMS → 'Verify & Login'; resend after 30 s. */
export function MobileLoginForm({ onResult }: { onResult(result: LoginResult): Promise<void> }) {
  const flow = useMobileOtp({
    purpose: 'login',
    otpLength: LOGIN_OTP_LENGTH,
    emptyMobileMessage: 'Enter mobile number',
  });
  const { sentTo, busy, formError } = flow;
  const verifyAndLogin = (event: FormEvent) =>
    flow.verify(event, {
      otpFailure: 'Invalid OTP',
      afterCode: async (mobile) => onResult(await authApi.mobileLogin(mobile)),
      afterCodeFailure: 'Login failed',
    });

  if (!sentTo) {
    return (
      <form className={styles.form} onSubmit={flow.send} noValidate aria-label="Mobile login">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_MAX}
          hint="10-digit mobile number registered with your account"
          value={flow.mobile}
          onChange={(event) => flow.setMobile(event.target.value)}
          error={flow.mobileError}
        />
        <Button type="submit" className={styles.submit} busy={busy === 'send'} busyLabel="Sending...">
          Send OTP
        </Button>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={verifyAndLogin} noValidate aria-label="Mobile login">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {flow.notice ? <Alert tone="success">{flow.notice}</Alert> : null}
      <p className={styles.note}>
        Code sent to <strong>{sentTo}</strong>.{' '}
        <button type="button" className={styles.linkButton} onClick={flow.changeNumber}>
          Change number
        </button>
      </p>
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LOGIN_OTP_LENGTH}
        value={flow.otp}
        onChange={(event) => flow.setOtp(event.target.value)}
        error={flow.otpError}
      />
      <OtpResend secondsLeft={flow.secondsLeft} busy={busy === 'resend'} onResend={flow.resend} />
      <Button type="submit" className={styles.submit} busy={busy === 'verify'} busyLabel="Verifying...">
        Verify &amp; Login
      </Button>
    </form>
  );
}
