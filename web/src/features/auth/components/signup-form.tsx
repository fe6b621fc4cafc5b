import { OTP_RESEND_SECONDS, OtpSchema, type SignedIn } from '@contract/auth';
import { EmailSchema, NameSchema, PasswordSchema } from '@contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { authApi, errorText, retryAfterOf } from '../api/auth-api';
import { useCountdown } from '../use-countdown';
import styles from './auth.module.css';
import { OtpResend } from './otp-resend';

export const VERIFY_FIRST = 'Please verify your email first';

const SignupFormSchema = z
  .object({
    firstName: NameSchema.min(1, 'First name is required'),
    lastName: NameSchema.min(1, 'Last name is required'),
    email: EmailSchema,
    country: z.string().trim().max(80, 'Country is too long').optional(),
    password: PasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match. Please re-enter.',
  });
type SignupInput = z.input<typeof SignupFormSchema>;
type SignupValues = z.output<typeof SignupFormSchema>;

const normalisedEmail = (value: string | undefined) => (value ?? '').trim().toLowerCase();

/** Sign Up tab: the e-mail is verified by a code first (send OTP → enter OTP → 'Email verified!'). */
export function SignupForm({
  referralCode,
  onSignedIn,
}: {
  referralCode?: string;
  onSignedIn(result: SignedIn): Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const resend = useCountdown();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput, unknown, SignupValues>({ resolver: zodResolver(SignupFormSchema) });

  const email = normalisedEmail(watch('email'));
  const emailVerified = verifiedEmail !== null && verifiedEmail === email;
  const codeStep = otpSentTo !== null && otpSentTo === email && !emailVerified;

  async function sendOtp() {
    setFormError(null);
    if (!(await trigger('email'))) return;
    const target = normalisedEmail(getValues('email'));
    setSending(true);
    try {
      await authApi.sendEmailOtp({ email: target });
      setOtpSentTo(target);
      setOtp('');
      setOtpError(undefined);
      resend.start(OTP_RESEND_SECONDS);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait && otpSentTo === target) resend.start(wait);
      setError('email', { type: 'server', message: errorText(error, 'Failed to send OTP') });
    } finally {
      setSending(false);
    }
  }

  async function verifyOtp() {
    const parsed = OtpSchema.safeParse(otp);
    if (!parsed.success) {
      setOtpError(parsed.error.issues[0]?.message);
      return;
    }
    setVerifying(true);
    setOtpError(undefined);
    try {
      await authApi.verifyEmailOtp(email, parsed.data);
      setVerifiedEmail(email);
    } catch (error) {
      setOtpError(errorText(error, 'OTP verification failed'));
    } finally {
      setVerifying(false);
    }
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (verifiedEmail !== values.email) {
      setFormError(VERIFY_FIRST);
      return;
    }
    try {
      const result = await authApi.register({
        ...values,
        country: values.country || undefined,
        agree: true,
        ref: referralCode,
      });
      await onSignedIn(result);
    } catch (error) {
      setFormError(errorText(error, 'Auth failed'));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign up">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {referralCode ? (
        <p className={styles.note}>
          Referral code <strong>{referralCode}</strong> will be applied.
        </p>
      ) : null}
      <div className={styles.pair}>
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={80}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={80}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <div className={styles.inline}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
          error={errors.email?.message}
          {...register('email')}
        />
        <Button
          variant="secondary"
          onClick={sendOtp}
          busy={sending}
          busyLabel="Sending..."
          disabled={emailVerified || codeStep}
        >
          {codeStep ? 'OTP sent' : 'Send OTP'}
        </Button>
      </div>
      {emailVerified ? (
        <p className={styles.verified} role="status">
          Email verified!
        </p>
      ) : null}
      {codeStep ? (
        <>
          <div className={styles.inline}>
            <TextField
              label="OTP"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              hint="Enter the 6-digit code we emailed you"
              value={otp}
              onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
              error={otpError}
            />
            <Button variant="secondary" onClick={verifyOtp} busy={verifying} busyLabel="Verifying...">
              Verify OTP
            </Button>
          </div>
          <OtpResend secondsLeft={resend.secondsLeft} busy={sending} onResend={sendOtp} />
        </>
      ) : null}
      <TextField
        label="Country (optional)"
        autoComplete="country-name"
        maxLength={80}
        error={errors.country?.message}
        {...register('country')}
      />
      <div className={styles.pair}>
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <p className={styles.note}>
        By signing up you agree to our <Link to={paths.terms}>Terms of Service</Link> and{' '}
        <Link to={paths.privacy}>Privacy Policy</Link>.
      </p>
      <Button type="submit" className={styles.submit} busy={isSubmitting} busyLabel="Submitting...">
        Sign Up
      </Button>
    </form>
  );
}
