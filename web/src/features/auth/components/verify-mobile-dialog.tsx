import { OTP_LENGTH } from '@contract/auth-limits';
import type { User } from '@contract/user';
import { Alert } from '@web/components/ui/alert';
import { Dialog } from '@web/components/ui/dialog';
import { Trans, useTranslation } from 'react-i18next';
import { useAddMobile } from '../api/add-mobile';
import { useMobileOtp } from '../use-mobile-otp';
import styles from './auth.module.css';
import { MobileCodeFields, MobileNumberFields } from './mobile-otp-fields';

/**
 * After a Google login to an account without a mobile (docs/product/accounts.md#google-sign-in): send OTP, verify, add the number.
 * `onDone` gets the updated user, or null when the traveller closes the dialog.
 */
export function VerifyMobileDialog({ open, onDone }: { open: boolean; onDone(user: User | null): void }) {
  const { t } = useTranslation();
  const flow = useMobileOtp({ numberRule: 'addedNumber' });
  const { sentTo, formError } = flow;
  const addMobile = useAddMobile();
  const verify = flow.verify({
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
          <MobileNumberFields flow={flow} />
        </form>
      ) : (
        <form className={styles.form} onSubmit={verify} noValidate aria-label={t('auth.mobile.otpFormLabel')}>
          <p className={styles.note}>
            <Trans i18nKey="auth.mobile.codeSent" values={{ mobile: sentTo }} components={{ mobile: <strong /> }} />
          </p>
          <MobileCodeFields flow={flow} length={OTP_LENGTH} submit={t('auth.mobile.verify')} />
        </form>
      )}
    </Dialog>
  );
}
