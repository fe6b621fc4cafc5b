import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** The text a list shows when it has nothing in it (e.g. 'No documents uploaded yet.'). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
