import { OTP_LENGTH } from '@contract/auth';
import type { User } from '@contract/user';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/field';
import { OtpField } from '@web/components/ui/otp-field';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useAddMobile } from '../api/add-mobile';
import { MOBILE_FIELD_MAX, useMobileOtp } from '../use-mobile-otp';
import styles from './auth.module.css';
import { OtpResend } from './otp-resend';

/**
 * After a Google login to an account without a mobile (SPEC 4.2): send OTP, verify, add the number.
 * `onDone` gets the updated user, or null when the traveller closes the dialog.
 */
export function VerifyMobileDialog({ open, onDone }: { open: boolean; onDone(user: User | null): void }) {
  const { t } = useTranslation();
  const flow = useMobileOtp({ otpLength: OTP_LENGTH, emptyMobileMessage: 'Please enter your mobile number' });
  const { sentTo, busy, formError } = flow;
  const addMobile = useAddMobile();
  const verify = (event: FormEvent) =>
    flow.verify(event, {
      otpFailure: 'OTP verification failed',
      afterCode: async (mobile) => onDone((await addMobile.mutateAsync(mobile)).user),
      afterCodeFailure: t('auth.authFailed'),
    });

  return (
    <Dialog
      open={open}
      title={t('auth.mobile.dialogTitle')}
      description={t('auth.mobile.dialogDescription')}
      onClose={() => onDone(null)}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {!sentTo ? (
        <form className={styles.form} onSubmit={flow.send} noValidate aria-label={t('auth.mobile.number')}>
          <TextField
            label={t('auth.mobile.number')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_FIELD_MAX}
            value={flow.mobile}
            onChange={(event) => flow.setMobile(event.target.value)}
            error={flow.mobileError}
          />
          <Button type="submit" className={styles.submit} busy={busy === 'send'} busyLabel={t('auth.sending')}>
            {t('auth.sendOtp')}
          </Button>
        </form>
      ) : (
        <form className={styles.form} onSubmit={verify} noValidate aria-label={t('auth.mobile.otpFormLabel')}>
          <p className={styles.note}>
            <Trans i18nKey="auth.mobile.codeSent" values={{ mobile: sentTo }} components={{ mobile: <strong /> }} />
          </p>
          <OtpField
            label={t('auth.otp')}
            length={OTP_LENGTH}
            value={flow.otp}
            onChange={(event) => flow.setOtp(event.target.value)}
            error={flow.otpError}
          />
          <OtpResend secondsLeft={flow.secondsLeft} busy={busy === 'resend'} onResend={flow.resend} />
          <Button type="submit" className={styles.submit} busy={busy === 'verify'} busyLabel={t('auth.verifying')}>
            {t('auth.mobile.verify')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
