/** Money and date formats of the account area (SPEC 9: rupees with 2 decimals, en-IN dates). */

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234.5 → '₹1,234.50' (Indian digit grouping: ₹1,00,000.00). */
export function formatRupees(amount: number): string {
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
  return new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone }).format(date);
}

/** en-IN day, short month, year, hour and minute: '23 Nov 2026, 02:40 am'. */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = toDate(value);
  if (!date) return '-';
  return new Intl.DateTimeFormat('en-IN', {
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
