import { LOGIN_OTP_LENGTH, type LoginResult, OTP_RESEND_SECONDS } from '@contract/auth';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { authApi, errorText, retryAfterOf } from '../api/auth-api';
import { useCountdown } from '../use-countdown';
import styles from './auth.module.css';
import { OtpResend } from './otp-resend';

const MOBILE_MAX = 10;
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Mobile Login tab: number → 4-digit OTP by SMS → 'Verify & Login'; resend after 30 s. */
export function MobileLoginForm({ onResult }: { onResult(result: LoginResult): Promise<void> }) {
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mobileError, setMobileError] = useState<string | undefined>();
  const [otpError, setOtpError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'send' | 'resend' | 'verify' | null>(null);
  const countdown = useCountdown();

  async function send(event?: FormEvent) {
    event?.preventDefault();
    setFormError(null);
    setNotice(null);
    if (!mobile.trim()) {
      setMobileError('Enter mobile number');
      return;
    }
    setMobileError(undefined);
    setBusy('send');
    try {
      const result = await authApi.sendMobileOtp({ mobile, type: 'login' });
      setSentTo(mobile);
      setOtp('');
      setNotice(result.message);
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait) countdown.start(wait);
      setMobileError(errorText(error, 'Failed to send OTP'));
    } finally {
      setBusy(null);
    }
  }

  async function resend() {
    if (!sentTo) return;
    setFormError(null);
    setBusy('resend');
    try {
      const result = await authApi.resendMobileOtp(sentTo);
      if (result.type !== 'success') throw new Error(result.message);
      setNotice(result.message);
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait) countdown.start(wait);
      setFormError(errorText(error, 'Failed to resend OTP'));
    } finally {
      setBusy(null);
    }
  }

  async function verifyAndLogin(event: FormEvent) {
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
    } catch (error) {
      setOtpError(errorText(error, 'Invalid OTP'));
      setBusy(null);
      return;
    }
    try {
      await onResult(await authApi.mobileLogin(sentTo));
    } catch (error) {
      setFormError(errorText(error, 'Login failed'));
    } finally {
      setBusy(null);
    }
  }

  const changeNumber = () => {
    setSentTo(null);
    setOtp('');
    setNotice(null);
    setFormError(null);
  };

  if (!sentTo) {
    return (
      <form className={styles.form} onSubmit={send} noValidate aria-label="Mobile login">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_MAX}
          hint="10-digit mobile number registered with your account"
          value={mobile}
          onChange={(event) => setMobile(digitsOnly(event.target.value).slice(0, MOBILE_MAX))}
          error={mobileError}
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
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <p className={styles.note}>
        Code sent to <strong>{sentTo}</strong>.{' '}
        <button type="button" className={styles.linkButton} onClick={changeNumber}>
          Change number
        </button>
      </p>
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LOGIN_OTP_LENGTH}
        value={otp}
        onChange={(event) => setOtp(digitsOnly(event.target.value).slice(0, LOGIN_OTP_LENGTH))}
        error={otpError}
      />
      <OtpResend secondsLeft={countdown.secondsLeft} busy={busy === 'resend'} onResend={resend} />
      <Button type="submit" className={styles.submit} busy={busy === 'verify'} busyLabel="Verifying...">
        Verify &amp; Login
      </Button>
    </form>
  );
}
