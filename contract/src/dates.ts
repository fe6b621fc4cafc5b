/**
 * Dates as the product counts and shows them. A calendar date is a 'YYYY-MM-DD' string (a trip's start, a date of
 * birth, a deadline); a moment is an ISO timestamp (when something happened). No zod here: the web app's shell
 * imports it.
 */
import { INTL_LOCALE, type Lang } from './lang';

const DAY_MS = 86_400_000;
/** India Standard Time is UTC+05:30 all year: India keeps no daylight saving. */
const INDIA_OFFSET_MS = 330 * 60_000;

// Read by position, not split: the trip check counts days for every stop of every request.
const yearOf = (iso: string) => Number(iso.slice(0, 4));
const monthOf = (iso: string) => Number(iso.slice(5, 7));
const dayOf = (iso: string) => Number(iso.slice(8, 10));

const toUtc = (iso: string) => Date.UTC(yearOf(iso), monthOf(iso) - 1, dayOf(iso));
const fromUtc = (time: number) => new Date(time).toISOString().slice(0, 10);

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Date.UTC reads years 0–99 as 1900–1999: such a string names no day this module can count. */
const FIRST_COUNTED_YEAR = 100;

/** True for a YYYY-MM-DD string naming a day that exists (no 2026-02-29, no 2026-13-01). */
export function isRealDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE_SHAPE.test(value)) return false;
  const year = yearOf(value);
  const month = monthOf(value);
  const day = dayOf(value);
  if (year < FIRST_COUNTED_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!);
}

/** The calendar date in India at a moment: India's day starts at 18:30 UTC of the day before. */
export const todayInIndia = (now = new Date()) => fromUtc(now.getTime() + INDIA_OFFSET_MS);

/** The date `days` later (earlier when negative): ('2026-12-31', 1) → '2027-01-01'. */
export const addDays = (iso: string, days: number) => fromUtc(toUtc(iso) + days * DAY_MS);

/**
 * The same day `months` later (earlier when negative); a day the target month lacks becomes its last day:
 * ('2026-01-31', 1) → '2026-02-28', ('2028-01-31', 1) → '2028-02-29'.
 */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const target = new Date(Date.UTC(year!, month! - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day!, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from one date to another: ('2026-12-31', '2027-01-02') → 2. */
export const daysBetween = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/*
 * English dates are written by hand, so that the prerendered page, the browser and the server agree whatever their
 * locale data (ICU's en-IN writes "Sept"); Hindi ones come from Intl's hi-IN. Formatters are made on first use and
 * kept (~14 µs to build one; loading the locale's data before the web app's first paint is avoided).
 */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function kept(options: Intl.DateTimeFormatOptions): (lang: Lang, timeZone?: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (lang, timeZone) => {
    const key = `${lang} ${timeZone ?? ''}`;
    let format = made.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...options, timeZone });
      made.set(key, format);
    }
    return format;
  };
}

const hindiShort = kept({ day: 'numeric', month: 'short' });
const hindiShortWithYear = kept({ day: 'numeric', month: 'short', year: 'numeric' });
const hindiLong = kept({ day: 'numeric', month: 'long', year: 'numeric' });
const hindiMonth = kept({ month: 'long', year: 'numeric' });
const momentDate = kept({ day: '2-digit', month: 'short', year: 'numeric' });
const momentDateTime = kept({ day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A calendar date as day and short month, with the year when asked: '5 Dec', '5 Dec 2027'; Hindi '5 दिस॰ 2027'. */
export function formatShortDate(iso: string, lang: Lang = 'en', withYear = false): string {
  if (!isRealDate(iso)) return iso;
  if (lang === 'hi') return (withYear ? hindiShortWithYear : hindiShort)('hi', 'UTC').format(toUtc(iso));
  const [year, month, day] = iso.split('-').map(Number);
  const text = `${day} ${SHORT_MONTHS[month! - 1]}`;
  return withYear ? `${text} ${year}` : text;
}

/** A trip's dates: '5–15 Dec', '28 Dec – 4 Jan', '5 Dec' without an end; Hindi writes both dates in full. */
export function formatDateRange(start: string, end?: string | null, lang: Lang = 'en'): string {
  if (!end) return formatShortDate(start, lang);
  if (lang === 'en' && start.slice(0, 7) === end.slice(0, 7))
    return `${Number(start.slice(8))}–${formatShortDate(end)}`;
  return `${formatShortDate(start, lang)} – ${formatShortDate(end, lang)}`;
}

/** A calendar date in words: '9 December 2026'; Hindi '9 दिसंबर 2026'. */
export function formatLongDate(iso: string, lang: Lang = 'en'): string {
  if (!isRealDate(iso)) return iso;
  if (lang === 'hi') return hindiLong('hi', 'UTC').format(toUtc(iso));
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${LONG_MONTHS[month! - 1]} ${year}`;
}

/** A month (YYYY-MM) in words: '2026-12' → 'December 2026'; Hindi 'दिसंबर 2026'. */
export function formatMonth(month: string, lang: Lang = 'en'): string {
  const iso = `${month}-01`;
  if (!isRealDate(iso)) return month;
  if (lang === 'hi') return hindiMonth('hi', 'UTC').format(toUtc(iso));
  const [year, number] = month.split('-').map(Number);
  return `${LONG_MONTHS[number! - 1]} ${year}`;
}

function toMoment(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The day of a moment in a time zone (the runtime's own when absent): '2026-11-22T21:10:00Z' → '23 Nov 2026' in
 * India. '-' for something that is not a moment.
 */
export function formatMomentDate(value: string | Date, lang: Lang = 'en', timeZone?: string): string {
  const date = toMoment(value);
  return date ? momentDate(lang, timeZone).format(date) : '-';
}

/** A moment's day, hour and minute: '23 Nov 2026, 02:40 am' in India. '-' for something that is not a moment. */
export function formatMomentDateTime(value: string | Date, lang: Lang = 'en', timeZone?: string): string {
  const date = toMoment(value);
  return date ? momentDateTime(lang, timeZone).format(date) : '-';
}
