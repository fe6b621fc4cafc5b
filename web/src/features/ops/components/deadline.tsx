import { formatDateTime } from '@web/lib/format';
import styles from './ops.module.css';

const HOUR_MS = 60 * 60 * 1000;

/** "in 5 h", "overdue by 3 d 2 h": how far a deadline is from now. */
export function timeLeft(dueAt: string, now = Date.now()): string {
  const ms = Date.parse(dueAt) - now;
  const hours = Math.floor(Math.abs(ms) / HOUR_MS);
  const span = hours >= 48 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${hours} h`;
  return ms < 0 ? `overdue by ${span}` : `in ${span}`;
}

/** A deadline in India's time, with how long is left, marked when it has passed (or the step is done). */
export function Deadline({ dueAt, done, overdue }: { dueAt: string; done?: string | null; overdue: boolean }) {
  if (done) return <span>done {formatDateTime(done, 'Asia/Kolkata')} IST</span>;
  return (
    <span className={overdue ? styles.overdue : undefined}>
      {formatDateTime(dueAt, 'Asia/Kolkata')} IST ({timeLeft(dueAt)})
    </span>
  );
}
