import { useTranslation } from 'react-i18next';
import styles from './auth.module.css';

/** 'Resend OTP in {n}s' while the server's 30 s wait runs, then a 'Resend OTP' button. */
export function OtpResend({ secondsLeft, busy, onResend }: { secondsLeft: number; busy: boolean; onResend(): void }) {
  const { t } = useTranslation();
  return (
    <p className={styles.resend} aria-live="polite">
      <span>{t('auth.noCode')}</span>
      <button type="button" className={styles.linkButton} disabled={secondsLeft > 0 || busy} onClick={onResend}>
        {busy ? t('auth.sending') : secondsLeft > 0 ? t('auth.resendIn', { count: secondsLeft }) : t('auth.resend')}
      </button>
    </p>
  );
}
