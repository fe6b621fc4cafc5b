import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** An inline message. Errors interrupt screen readers (role=alert); other tones are polite (role=status). */
export function Alert({ tone, children }: { tone: 'error' | 'success' | 'info' | 'warning'; children: ReactNode }) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
