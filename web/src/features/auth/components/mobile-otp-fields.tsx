import { Button } from '@web/components/ui/button';
import { MobileField } from '@web/components/ui/field';
import { OtpField } from '@web/components/ui/otp-field';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { useMobileOtp } from '../use-mobile-otp';
import styles from './auth.module.css';
import { OtpResend } from './otp-resend';

type MobileOtpFlow = ReturnType<typeof useMobileOtp>;

const MOBILE_MAX = 10;
/** Room in the field for a number pasted with its prefix and spaces ("0091 98765 43210"); the value keeps 10 digits. */
const MOBILE_FIELD_MAX = 20;

/** The number step of a mobile OTP flow: the number and the button that sends the code. */
export function MobileNumberFields({ flow, hint }: { flow: MobileOtpFlow; hint?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <MobileField
        label={t('auth.mobile.number')}
        digits={MOBILE_MAX}
        autoComplete="tel-national"
        maxLength={MOBILE_FIELD_MAX}
        hint={hint}
        error={flow.mobileError}
        {...flow.numberForm.register('mobile')}
      />
      <Button type="submit" className={styles.submit} busy={flow.sending} busyLabel={t('auth.sending')}>
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
      <OtpField label={t('auth.otp')} length={length} error={flow.otpError} {...flow.codeForm.register('otp')} />
      <OtpResend secondsLeft={flow.secondsLeft} busy={flow.resending} onResend={flow.resend} />
      <Button type="submit" className={styles.submit} busy={flow.verifying} busyLabel={t('auth.verifying')}>
        {submit}
      </Button>
    </>
  );
}
