import { LOGIN_OTP_LENGTH, type LoginResult } from '@contract/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { OtpField } from '@web/components/ui/otp-field';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useMobileLogin } from '../api/mobile-login';
import { MOBILE_FIELD_MAX, useMobileOtp } from '../use-mobile-otp';
import styles from './auth.module.css';
import { OtpResend } from './otp-resend';

/** Mobile Login tab: number → 4-digit OTP by SMS → 'Verify & Login'; resend after 30 s. */
export function MobileLoginForm({ onResult }: { onResult(result: LoginResult): Promise<void> }) {
  const { t } = useTranslation();
  const mobileLogin = useMobileLogin();
  const flow = useMobileOtp({
    purpose: 'login',
    otpLength: LOGIN_OTP_LENGTH,
    emptyMobileMessage: 'Enter mobile number',
  });
  const { sentTo, busy, formError } = flow;
  const verifyAndLogin = (event: FormEvent) =>
    flow.verify(event, {
      otpFailure: 'Invalid OTP',
      afterCode: async (mobile) => onResult(await mobileLogin.mutateAsync(mobile)),
      afterCodeFailure: t('auth.loginFailed'),
    });

  if (!sentTo) {
    return (
      <form className={styles.form} onSubmit={flow.send} noValidate aria-label={t('auth.mobile.formLabel')}>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <TextField
          label={t('auth.mobile.number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_FIELD_MAX}
          hint={t('auth.mobile.hint')}
          value={flow.mobile}
          onChange={(event) => flow.setMobile(event.target.value)}
          error={flow.mobileError}
        />
        <Button type="submit" className={styles.submit} busy={busy === 'send'} busyLabel={t('auth.sending')}>
          {t('auth.sendOtp')}
        </Button>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={verifyAndLogin} noValidate aria-label={t('auth.mobile.formLabel')}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {flow.notice ? <Alert tone="success">{flow.notice}</Alert> : null}
      <p className={styles.note}>
        <Trans i18nKey="auth.mobile.codeSent" values={{ mobile: sentTo }} components={{ mobile: <strong /> }} />{' '}
        <button type="button" className={styles.linkButton} onClick={flow.changeNumber}>
          {t('auth.mobile.changeNumber')}
        </button>
      </p>
      <OtpField
        label={t('auth.otp')}
        length={LOGIN_OTP_LENGTH}
        value={flow.otp}
        onChange={(event) => flow.setOtp(event.target.value)}
        error={flow.otpError}
      />
      <OtpResend secondsLeft={flow.secondsLeft} busy={busy === 'resend'} onResend={flow.resend} />
      <Button type="submit" className={styles.submit} busy={busy === 'verify'} busyLabel={t('auth.verifying')}>
        {t('auth.mobile.verifyAndLogin')}
      </Button>
    </form>
  );
}
