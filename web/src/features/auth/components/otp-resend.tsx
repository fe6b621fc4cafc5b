import styles from './auth.module.css';

/** 'Resend OTP in {n}s' while the server's 30 s wait runs, then a 'Resend OTP' button. */
export function OtpResend({ secondsLeft, busy, onResend }: { secondsLeft: number; busy: boolean; onResend(): void }) {
  return (
    <p className={styles.resend} aria-live="polite">
      <span>Didn't get the code?</span>
      <button type="button" className={styles.linkButton} disabled={secondsLeft > 0 || busy} onClick={onResend}>
        {busy ? 'Sending...' : secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'}
      </button>
    </p>
  );
}
