import { MAX_START_DAYS_AHEAD } from '@contract/catalogue-rules';
import { visaReadyBy } from '@contract/processing-time';
import { formatLocale } from '../format';

/**
 * Date rules of the search (docs/product/search.md#dates) on YYYY-MM-DD strings in the traveller's own calendar:
 * start from tomorrow, end after start, and an end that no longer fits is reset to start + 1 day.
 */

/** The local calendar date of a moment, as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function fromIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

export function addDays(iso: string, days: number): string {
  const date = fromIso(iso);
  date.setDate(date.getDate() + days);
  return toIsoDate(date);
}

export const isIsoDate = (value: string | undefined | null): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && toIsoDate(fromIso(value)) === value;

/** The first day the start calendar offers: tomorrow. */
export const minStartDate = (today: string) => addDays(today, 1);
export const maxStartDate = (today: string) => addDays(today, MAX_START_DAYS_AHEAD);

/** The first day the end calendar offers: the day after start, or two days from today without a start. */
export const minEndDate = (start: string | undefined, today: string) => (start ? addDays(start, 1) : addDays(today, 2));

/** After a new start date: an end that is not after it becomes start + 1 day. */
export function endAfterStartChange(start: string, end: string | undefined): string | undefined {
  if (!end) return end;
  return end > start ? end : addDays(start, 1);
}

export function isValidStart(start: string | undefined, today: string): start is string {
  return isIsoDate(start) && start >= minStartDate(today) && start <= maxStartDate(today);
}

export function isValidEnd(end: string | undefined, start: string | undefined, today: string): end is string {
  return isIsoDate(end) && end >= minEndDate(start, today) && end <= addDays(maxStartDate(today), 365);
}

/** The date after the given number of working days (weekends and Indian holidays are skipped, as for processing). */

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** "16 Mar 2026" (en-IN, docs/product/site.md#formats). */
export const formatDate = (iso: string) => longDate.format(fromIso(iso));

/** 'Get your visa by {date}': the contract's `visaReadyBy` as day and month, in the page's language. */
export const visaReadyByLabel = (today: string, processingDays: number) =>
  new Intl.DateTimeFormat(formatLocale(), { day: 'numeric', month: 'short' }).format(
    fromIso(visaReadyBy(today, processingDays)),
  );
