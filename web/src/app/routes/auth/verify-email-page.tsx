import { OtpSchema } from '@contract/auth';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@contract/auth-limits';
import { EmailSchema } from '@contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { OtpField } from '@web/components/ui/otp-field';
import { EmailField } from '@web/components/ui/person-fields';
import { paths } from '@web/config/paths';
import { useSendEmailOtp } from '@web/features/auth/api/send-email-otp';
import { useVerifyEmail } from '@web/features/auth/api/verify-email';
import styles from '@web/features/auth/components/auth.module.css';
import { AuthCardPage } from '@web/features/auth/components/auth-card-page';
import { useCountdown } from '@web/features/auth/use-countdown';
import { useTimedRedirect } from '@web/features/auth/use-timed-redirect';
import { errorMessage, retryAfterOf } from '@web/lib/error-message';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

const VerifyEmailSchema = z.object({ email: EmailSchema, otp: OtpSchema });
type VerifyEmailInput = z.input<typeof VerifyEmailSchema>;
type VerifyEmailValues = z.output<typeof VerifyEmailSchema>;

const REDIRECT_AFTER_MS = 2000;

/** docs/product/accounts.md#account-recovery: verify an account's email with a 6-digit code; /login after 2 s. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string; verified?: true } | null>(null);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const redirectToLogin = useTimedRedirect(paths.login, REDIRECT_AFTER_MS);
  const sendEmailOtp = useSendEmailOtp();
  const verifyEmail = useVerifyEmail();
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
      const result = await sendEmailOtp.mutateAsync({ email: getValues('email'), purpose: 'verify-email' });
      setOutcome({ tone: 'success', text: result.message });
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait) countdown.start(wait);
      setOutcome({ tone: 'error', text: errorMessage(error, t('auth.otpSendFailed')) });
    } finally {
      setSending(false);
    }
  }

  const submit = handleSubmit(async ({ email, otp }) => {
    setOutcome(null);
    try {
      await verifyEmail.mutateAsync({ email, otp });
      setOutcome({ tone: 'success', text: t('auth.verifyEmail.done'), verified: true });
      redirectToLogin();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, t('auth.verifyEmail.failed')) });
    }
  });

  const otpField = register('otp');
  return (
    <AuthCardPage
      title={t('auth.verifyYourEmail')}
      description={t('auth.verifyEmail.metaDescription')}
      path={paths.verifyEmail}
    >
      <p className={styles.lead}>{t('auth.verifyEmail.lead')}</p>
      <OutcomeAlert outcome={outcome} />
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('auth.verifyEmail.formLabel')}>
        <div className={styles.inline}>
          <EmailField error={errors.email?.message} {...register('email')} />
          <Button
            variant="secondary"
            onClick={sendCode}
            busy={sending}
            busyLabel={t('auth.sending')}
            disabled={countdown.secondsLeft > 0}
          >
            {countdown.secondsLeft > 0 ? t('auth.resendIn', { count: countdown.secondsLeft }) : t('auth.sendOtp')}
          </Button>
        </div>
        <OtpField label={t('auth.otp')} length={OTP_LENGTH} error={errors.otp?.message} {...otpField} />
        <Button
          type="submit"
          className={styles.submit}
          busy={isSubmitting}
          busyLabel={t('auth.verifying')}
          disabled={outcome?.verified}
        >
          {t('auth.verifyEmail.submit')}
        </Button>
      </form>
    </AuthCardPage>
  );
}
