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
