import { OTP_LENGTH, OTP_RESEND_SECONDS, OtpSchema } from '@contract/auth';
import { EmailSchema } from '@contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { authApi, errorText, retryAfterOf } from '../api/auth-api';
import styles from '../components/auth.module.css';
import { useCountdown } from '../use-countdown';
import { useTimedRedirect } from '../use-timed-redirect';

const VerifyEmailSchema = z.object({ email: EmailSchema, otp: OtpSchema });
type VerifyEmailInput = z.input<typeof VerifyEmailSchema>;
type VerifyEmailValues = z.output<typeof VerifyEmailSchema>;

export const EMAIL_VERIFIED = 'Email verified! Redirecting...';
const REDIRECT_AFTER_MS = 2000;

/** SPEC 2.6: verify an account's email with a 6-digit code; /login after 2 s. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const redirectToLogin = useTimedRedirect(paths.login, REDIRECT_AFTER_MS);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<VerifyEmailInput, unknown, VerifyEmailValues>({ resolver: zodResolver(VerifyEmailSchema) });

  // Read after hydration: the page is prerendered without a query string.
  useEffect(() => {
    const email = params.get('email');
    if (email) setValue('email', email);
  }, [params, setValue]);

  async function sendCode() {
    setOutcome(null);
    if (!(await trigger('email'))) return;
    setSending(true);
    try {
      const result = await authApi.sendEmailOtp({ email: getValues('email'), purpose: 'verify-email' });
      setOutcome({ tone: 'success', text: result.message });
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait) countdown.start(wait);
      setOutcome({ tone: 'error', text: errorText(error, 'Failed to send OTP') });
    } finally {
      setSending(false);
    }
  }

  const submit = handleSubmit(async ({ email, otp }) => {
    setOutcome(null);
    try {
      await authApi.verifyEmail(email, otp);
      setOutcome({ tone: 'success', text: EMAIL_VERIFIED });
      redirectToLogin();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error, 'Verification failed') });
    }
  });

  const otpField = register('otp');
  return (
    <div className="page">
      <PageMeta
        title="Verify your email"
        description="Enter the code we sent to your email."
        path={paths.verifyEmail}
      />
      <div className={styles.wrap}>
        <div className={styles.card}>
          <h1 className={styles.title}>Verify your email</h1>
          <p className={styles.lead}>We will email you a 6-digit code. Enter it below to verify your address.</p>
          {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
          <form className={styles.form} onSubmit={submit} noValidate aria-label="Verify email">
            <div className={styles.inline}>
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...register('email')}
              />
              <Button
                variant="secondary"
                onClick={sendCode}
                busy={sending}
                busyLabel="Sending..."
                disabled={countdown.secondsLeft > 0}
              >
                {countdown.secondsLeft > 0 ? `Resend OTP in ${countdown.secondsLeft}s` : 'Send OTP'}
              </Button>
            </div>
            <TextField
              label="OTP"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              error={errors.otp?.message}
              {...otpField}
              onChange={(event) => {
                event.target.value = event.target.value.replace(/\D/g, '');
                return otpField.onChange(event);
              }}
            />
            <Button
              type="submit"
              className={styles.submit}
              busy={isSubmitting}
              busyLabel="Verifying..."
              disabled={outcome?.text === EMAIL_VERIFIED}
            >
              Verify Email
            </Button>
          </form>
          <div className={styles.links}>
            <Link to={paths.login}>Log In</Link>
            <Link to={paths.contact}>Contact</Link>
          </div>
        </div>
      </div>
    </div>
  );
}
