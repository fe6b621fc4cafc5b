import type { LoginResult } from '@contract/auth';
import { LOGIN_OTP_LENGTH } from '@contract/auth-limits';
import { Alert } from '@web/components/ui/alert';
import { Trans, useTranslation } from 'react-i18next';
import { useMobileLogin } from '../api/mobile-login';
import { useMobileOtp } from '../use-mobile-otp';
import styles from './auth.module.css';
import { MobileCodeFields, MobileNumberFields } from './mobile-otp-fields';

/** Mobile Login tab: number → 4-digit OTP by SMS → 'Verify & Login'; resend after 30 s. */
export function MobileLoginForm({ onResult }: { onResult(result: LoginResult): Promise<void> }) {
  const { t } = useTranslation();
  const mobileLogin = useMobileLogin();
  const flow = useMobileOtp({ purpose: 'login', numberRule: 'loginNumber' });
  const { sentTo, formError } = flow;
  const verifyAndLogin = flow.verify({
    otpFailure: 'Invalid OTP',
    afterCode: async (mobile) => onResult(await mobileLogin.mutateAsync(mobile)),
    afterCodeFailure: t('auth.loginFailed'),
  });

  if (!sentTo) {
    return (
      <form className={styles.form} onSubmit={flow.send} noValidate aria-label={t('auth.mobile.formLabel')}>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <MobileNumberFields flow={flow} hint={t('auth.mobile.hint')} />
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={verifyAndLogin} noValidate aria-label={t('auth.mobile.formLabel')}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {flow.notice ? <Alert tone="success">{flow.notice}</Alert> : null}
      <p className={styles.note}>
        <Trans i18nKey="auth.mobile.loginCodeSent" values={{ mobile: sentTo }} components={{ mobile: <strong /> }} />{' '}
        <button type="button" className={styles.linkButton} onClick={flow.changeNumber}>
          {t('auth.mobile.changeNumber')}
        </button>
      </p>
      <MobileCodeFields flow={flow} length={LOGIN_OTP_LENGTH} submit={t('auth.mobile.verifyAndLogin')} />
    </form>
  );
}
