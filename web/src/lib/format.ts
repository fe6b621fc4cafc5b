/**
 * Money and date formats (docs/product/site.md#formats: rupees with 2 decimals, en-IN dates; hi-IN on Hindi pages).
 * The locale is the page's: set once by the i18n setup, since a page never changes language in place.
 */
import {
  formatMomentDate,
  formatMomentDateTime,
  formatMonth as formatMonthIn,
  formatShortDate as formatShortDateIn,
} from '@contract/dates';
import { INTL_LOCALE, type Lang } from '@contract/lang';
import { formatCataloguePrice as formatCataloguePriceIn, formatRupees as formatRupeesIn } from '@contract/money';

let lang: Lang = 'en';

/** Called by the i18n setup when a page's language is known. */
export function setFormatLang(next: Lang) {
  lang = next;
}

/** The locale of the page ('en-IN' or 'hi-IN'), for numbers formatted outside this file. */
export const formatLocale = () => INTL_LOCALE[lang];

/** An amount to the paisa: 1234.5 → '₹1,234.50' (Indian digit grouping: ₹1,00,000.00). */
export const formatRupees = (amount: number) => formatRupeesIn(amount, lang);

/** A catalogue's fee or price: '₹3,499', with paise only when there are some ('₹3,624.50'). */
export const formatCataloguePrice = (amount: number) => formatCataloguePriceIn(amount, lang);

/** A ledger amount with its direction: '+₹100.00' for money in, '-₹50.00' for money out. */
export function formatSignedRupees(amount: number, direction: 'credit' | 'debit'): string {
  return `${direction === 'debit' ? '-' : '+'}${formatRupees(Math.abs(amount))}`;
}

/** A moment's day: '2026-11-22T21:10:00Z' → '23 Nov 2026' in India. timeZone defaults to the browser's. */
export const formatDate = (value: string | Date, timeZone?: string) => formatMomentDate(value, lang, timeZone);

/** A moment's day, hour and minute: '23 Nov 2026, 02:40 am' (wallet, devices, timelines). */
export const formatDateTime = (value: string | Date, timeZone?: string) => formatMomentDateTime(value, lang, timeZone);

/** A calendar date (YYYY-MM-DD) as '5 Dec', or '5 Dec 2027' with the year. */
export const formatShortDate = (iso: string, withYear = false) => formatShortDateIn(iso, lang, withYear);

/** A month (YYYY-MM) as 'December 2026'. */
export const formatMonth = (month: string) => formatMonthIn(month, lang);

/** A count with the page's digit grouping: 100000 → '1,00,000'. */
export const formatCount = (value: number) => value.toLocaleString(formatLocale());

/** A share with at most one decimal: 99.2 → '99.2%'. */
export const formatPercent = (value: number) =>
  `${value.toLocaleString(formatLocale(), { maximumFractionDigits: 1 })}%`;

/** Shown in a table cell whose value is missing. */
export const DASH = '-';

/** The text, or a dash when it is empty or blank. */
export function orDash(value: string | null | undefined): string {
  return value?.trim() ? value : DASH;
}
