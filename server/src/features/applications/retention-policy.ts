import type { ApplicationStatus } from '@contract/apply/applications';
import type * as repo from './repo';
import { CLOSED_STATUSES } from './state-graph';

/**
 * The retention policy (docs/retention.md): an application's passport scans, photos, visa file and passport
 * particulars are deleted `documentDays` after it was decided or cancelled; a draft left unchanged for
 * `draftDays` is deleted with them. The traveller is told `noticeDays` before, and is always given that
 * long to download what they want to keep: a notice sent late moves the deletion on.
 */
export interface RetentionPolicy {
  documentDays: number;
  draftDays: number;
  noticeDays: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { documentDays: 90, draftDays: 180, noticeDays: 7 };

let configured: RetentionPolicy = DEFAULT_RETENTION;

/** The server's policy from its configuration (set at start-up; the application page shows its dates). */
export function provideRetentionPolicy(policy: RetentionPolicy): void {
  configured = policy;
}

export const retentionPolicy = (): RetentionPolicy => configured;

export const DAY_MS = 24 * 60 * 60_000;
export const plusDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);
const isClosed = (status: string) => CLOSED_STATUSES.includes(status as ApplicationStatus);

type RetentionRow = Pick<
  repo.ApplicationRow,
  'status' | 'closedAt' | 'updatedAt' | 'retentionNoticeAt' | 'documentsDeletedAt'
>;

/** When the retention clock started: the closing, or a draft's last change; null while the application is open. */
export function retentionStart(row: RetentionRow): Date | null {
  if (row.status === 'draft') return row.updatedAt;
  if (isClosed(row.status)) return row.closedAt ?? row.updatedAt;
  return null;
}

export interface RetentionDates {
  /** The period's end (start + period). */
  periodEnds: Date;
  /** When the notice goes out; null when there is nothing the traveller would want to download. */
  noticeFrom: Date | null;
  /** When the notice of this period went out, if it has. */
  noticeSentAt: Date | null;
  /** When the job deletes: the period's end, and never sooner than `noticeDays` after the notice. */
  deleteOn: Date;
}

/**
 * The dates of an application's deletion, or null when none is due (open, or already done). `keepsFiles`:
 * it has documents or a visa file (a draft is always told: it goes whole).
 */
export function retentionDates(
  row: RetentionRow,
  keepsFiles: boolean,
  policy: RetentionPolicy,
  now: Date,
): RetentionDates | null {
  const start = retentionStart(row);
  if (!start || row.documentsDeletedAt) return null;
  const periodEnds = plusDays(start, row.status === 'draft' ? policy.draftDays : policy.documentDays);
  // A notice belongs to this start (a draft changed since its notice gets a new one).
  const noticeSentAt = row.retentionNoticeAt && row.retentionNoticeAt >= start ? row.retentionNoticeAt : null;
  if (!keepsFiles && row.status !== 'draft') {
    return { periodEnds, noticeFrom: null, noticeSentAt, deleteOn: periodEnds };
  }
  const noticeFrom = plusDays(periodEnds, -policy.noticeDays);
  const noticeGoes = noticeSentAt ?? later(noticeFrom, now);
  return { periodEnds, noticeFrom, noticeSentAt, deleteOn: later(periodEnds, plusDays(noticeGoes, policy.noticeDays)) };
}
