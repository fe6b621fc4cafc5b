import type { ReactNode } from 'react';
import styles from './alert.module.css';

interface AlertProps {
  tone: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
  /** A specific reason shown under a fixed message (e.g. the server's explanation of a refusal). */
  detail?: string;
}

/** An inline message. Errors interrupt screen readers (role=alert); other tones are polite (role=status). */
export function Alert({ tone, children, detail }: AlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
      {detail ? <span className={styles.detail}>{detail}</span> : null}
    </div>
  );
}

/** What a form's last submit came to: a fixed message, and the server's reason under it if any. */
export type Outcome = { tone: 'success' | 'error'; text: string; detail?: string } | null;

/** The outcome of a form's last submit, or nothing before the first one. */
export function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  return outcome ? (
    <Alert tone={outcome.tone} detail={outcome.detail}>
      {outcome.text}
    </Alert>
  ) : null;
}
