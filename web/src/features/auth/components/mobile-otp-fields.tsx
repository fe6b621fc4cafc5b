import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { OtpField } from '@web/components/ui/otp-field';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_FIELD_MAX, type useMobileOtp } from '../use-mobile-otp';
import styles from './auth.module.css';
import { OtpResend } from './otp-resend';

type MobileOtpFlow = ReturnType<typeof useMobileOtp>;

/** The number step of a mobile OTP flow: the number and the button that sends the code. */
export function MobileNumberFields({ flow, hint }: { flow: MobileOtpFlow; hint?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('auth.mobile.number')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_FIELD_MAX}
        hint={hint}
        value={flow.mobile}
        onChange={(event) => flow.setMobile(event.target.value)}
        error={flow.mobileError}
      />
      <Button type="submit" className={styles.submit} busy={flow.busy === 'send'} busyLabel={t('auth.sending')}>
        {t('auth.sendOtp')}
      </Button>
    </>
  );
}

/** The code step of a mobile OTP flow: the code, its resend link and the button that verifies it. */
export function MobileCodeFields({ flow, length, submit }: { flow: MobileOtpFlow; length: number; submit: string }) {
  const { t } = useTranslation();
  return (
    <>
      <OtpField
        label={t('auth.otp')}
        length={length}
        value={flow.otp}
        onChange={(event) => flow.setOtp(event.target.value)}
        error={flow.otpError}
      />
      <OtpResend secondsLeft={flow.secondsLeft} busy={flow.busy === 'resend'} onResend={flow.resend} />
      <Button type="submit" className={styles.submit} busy={flow.busy === 'verify'} busyLabel={t('auth.verifying')}>
        {submit}
      </Button>
    </>
  );
}
