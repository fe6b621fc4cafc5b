import type { ReactNode } from 'react';
import styles from './table-scroll.module.css';

/**
 * A table that scrolls sideways on narrow screens (375 px) instead of squeezing its columns.
 * It is a labelled, focusable region so keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.scroll} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
