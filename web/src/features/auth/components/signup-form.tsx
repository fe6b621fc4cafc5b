import type { SignedIn } from '@contract/auth';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@contract/auth-limits';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { NewPasswordField, SelectField } from '@web/components/ui/field';
import { OtpField } from '@web/components/ui/otp-field';
import { EmailField, NameFields } from '@web/components/ui/person-fields';
import { paths } from '@web/config/paths';
import { useCountryOptions } from '@web/lib/country-options';
import { errorMessage, fieldErrorsOf, retryAfterOf } from '@web/lib/error-message';
import { useNotice } from '@web/lib/privacy-notice';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRegister } from '../api/register';
import { useSendEmailOtp } from '../api/send-email-otp';
import type { SignupInput, SignupValues } from '../form-schemas';
import { useCountdown } from '../use-countdown';
import { authValidation } from '../validation';
import styles from './auth.module.css';
import { OtpResend } from './otp-resend';

const normalisedEmail = (value: string | undefined) => (value ?? '').trim().toLowerCase();

/**
 * Sign Up tab in one step: 'Send OTP' (or Sign Up itself, when no code was sent yet) e-mails a code; the code is then
 * entered in the same form, and Sign Up checks it and creates the verified account in one request.
 */
export function SignupForm({
  referralCode,
  onSignedIn,
}: {
  referralCode?: string;
  onSignedIn(result: SignedIn): Promise<void>;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const countryOptions = useCountryOptions();
  const [otpSentTo, setOtpSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const otpInput = useRef<HTMLInputElement>(null);
  const resend = useCountdown();
  const sendEmailOtp = useSendEmailOtp();
  const createAccount = useRegister();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput, unknown, SignupValues>({
    resolver: authValidation.resolver((loaded) => loaded.resolvers.signup),
    defaultValues: { marketing: false },
  });
  const notice = useNotice('signup');

  const email = normalisedEmail(watch('email'));
  const codeStep = otpSentTo !== null && otpSentTo === email;

  async function sendOtp() {
    setFormError(null);
    if (!(await trigger('email'))) return;
    const target = normalisedEmail(getValues('email'));
    setSending(true);
    try {
      await sendEmailOtp.mutateAsync({ email: target });
      setOtpSentTo(target);
      setOtp('');
      setOtpError(undefined);
      resend.start(OTP_RESEND_SECONDS);
      window.setTimeout(() => otpInput.current?.focus());
    } catch (error) {
      const wait = retryAfterOf(error);
      if (wait && otpSentTo === target) resend.start(wait);
      setError('email', { type: 'server', message: errorMessage(error, t('auth.otpSendFailed')) });
    } finally {
      setSending(false);
    }
  }

  async function createVerifiedAccount(values: SignupValues) {
    const code = (await authValidation.module()).OtpSchema.safeParse(otp);
    if (!code.success) {
      setOtpError(code.error.issues[0]?.message);
      otpInput.current?.focus();
      return;
    }
    setOtpError(undefined);
    try {
      const result = await createAccount.mutateAsync({
        ...values,
        country: values.country || undefined,
        agree: true,
        ref: referralCode,
        otp: code.data,
      });
      await onSignedIn(result);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.otp) setOtpError(fields.otp);
      else setFormError(errorMessage(error, t('auth.authFailed')));
      if (fields.password) setError('password', { type: 'server', message: fields.password });
    }
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (codeStep) await createVerifiedAccount(values);
    else await sendOtp();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('auth.signUpForm')}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {referralCode ? (
        <p className={styles.note}>
          <Trans i18nKey="auth.referral" values={{ code: referralCode }} components={{ code: <strong /> }} />
        </p>
      ) : null}
      <NameFields
        className={styles.pair}
        firstName={{ error: errors.firstName?.message, ...register('firstName') }}
        lastName={{ error: errors.lastName?.message, ...register('lastName') }}
      />
      <div className={styles.inline}>
        <EmailField maxLength={254} error={errors.email?.message} {...register('email')} />
        <Button variant="secondary" onClick={sendOtp} busy={sending} busyLabel={t('auth.sending')} disabled={codeStep}>
          {codeStep ? t('auth.otpSent') : t('auth.sendOtp')}
        </Button>
      </div>
      {codeStep ? (
        <>
          <p className={styles.note} role="status">
            {t('auth.codeSentTo', { email })}
          </p>
          <OtpField
            ref={otpInput}
            label={t('auth.otp')}
            length={OTP_LENGTH}
            hint={t('auth.otpHint')}
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
            error={otpError}
          />
          <OtpResend secondsLeft={resend.secondsLeft} busy={sending} onResend={sendOtp} />
        </>
      ) : null}
      <SelectField
        label={t('auth.countryOptional')}
        autoComplete="country-name"
        hint={t('auth.countryHint')}
        placeholder={t('auth.selectCountry')}
        options={countryOptions}
        error={errors.country?.message}
        {...register('country')}
      />
      <div className={styles.pair}>
        <NewPasswordField label={t('auth.password')} error={errors.password?.message} {...register('password')} />
        <NewPasswordField
          label={t('auth.confirmPassword')}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <section className={styles.notice} aria-labelledby="signup-notice-title">
        <h2 id="signup-notice-title" className={styles.noticeTitle}>
          {t('auth.noticeTitle')}
        </h2>
        <p>
          {notice.summary} <Link to={paths.privacy}>{t('auth.noticePolicy')}</Link>
        </p>
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('marketing')} /> {notice.consent('marketing')}
        </label>
      </section>
      <p className={styles.note}>
        <Trans
          i18nKey="auth.agree"
          components={{ terms: <Link to={paths.terms} />, privacy: <Link to={paths.privacy} /> }}
        />
      </p>
      <Button type="submit" className={styles.submit} busy={isSubmitting} busyLabel={t('auth.submitting')}>
        {t('auth.signUp')}
      </Button>
    </form>
  );
}
