import type { ReactNode } from 'react';
import styles from './status-tag.module.css';

/** success green, warning orange, danger red, info blue, highlight yellow, neutral grey. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'highlight' | 'neutral';
export type TagIcon = 'check' | 'clock' | 'cross' | 'dot' | 'plus' | 'minus' | 'gift';

const PATHS: Record<TagIcon, ReactNode> = {
  check: <path d="M3.5 8.5l3 3 6-7" />,
  clock: (
    <>
      <circle cx="8" cy="8" r="6" />
      <path d="M8 4.5V8l2.5 1.5" />
    </>
  ),
  cross: <path d="M4 4l8 8M12 4l-8 8" />,
  dot: <circle cx="8" cy="8" r="3" fill="currentColor" />,
  plus: <path d="M8 3v10M3 8h10" />,
  minus: <path d="M3 8h10" />,
  gift: (
    <>
      <rect x="2.5" y="6" width="11" height="7.5" rx="1" />
      <path d="M8 6v7.5M2.5 9h11M8 6C6.5 3 4 3.5 5 5.5M8 6c1.5-3 4-2.5 3-0.5" />
    </>
  ),
};

/** A coloured label with an icon: the words always say what the colour shows. */
export function StatusTag({ tone, icon, children }: { tone: Tone; icon: TagIcon; children: ReactNode }) {
  return (
    <span className={`${styles.tag} ${styles[tone]}`}>
      <svg
        className={styles.icon}
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {PATHS[icon]}
      </svg>
      {children}
    </span>
  );
}
