/**
 * Money and date formats (docs/product/site.md#formats: rupees with 2 decimals, en-IN dates; hi-IN on Hindi pages).
 * The locale is the page's: set once by the i18n setup, since a page never changes language in place.
 */

let locale = 'en-IN';
// Made on first use: the first Intl formatter of a page loads the locale's data (tens of ms on a phone), which
// would otherwise run while the shell's script is evaluated, before anything is shown.
let rupees: Intl.NumberFormat | undefined;

function rupeeFormat(forLocale: string) {
  return new Intl.NumberFormat(forLocale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** 'en-IN' or 'hi-IN': called by the i18n setup when a page's language is known. */
export function setFormatLocale(next: string) {
  if (next === locale) return;
  locale = next;
  rupees = undefined;
}

/** The locale of the page, for formatters outside this file. */
export const formatLocale = () => locale;

/** 1234.5 → '₹1,234.50' (Indian digit grouping: ₹1,00,000.00). */
export function formatRupees(amount: number): string {
  rupees ??= rupeeFormat(locale);
  return rupees.format(Number.isFinite(amount) ? amount : 0);
}

/** A ledger amount with its direction: '+₹100.00' for money in, '-₹50.00' for money out. */
export function formatSignedRupees(amount: number, direction: 'credit' | 'debit'): string {
  return `${direction === 'debit' ? '-' : '+'}${formatRupees(Math.abs(amount))}`;
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-11-22T21:10:00Z' → '23 Nov 2026' in en-IN (day, short month, year). timeZone defaults to the browser's. */
export function formatDate(value: string | Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '-';
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric', timeZone }).format(date);
}

/** en-IN day, short month, year, hour and minute: '23 Nov 2026, 02:40 am'. */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '-';
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date);
}

/** Shown in a table cell whose value is missing. */
export const DASH = '-';

/** The text, or a dash when it is empty or blank. */
export function orDash(value: string | null | undefined): string {
  return value?.trim() ? value : DASH;
}
