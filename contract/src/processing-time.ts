/**
 * Processing time against travel dates, on YYYY-MM-DD calendar dates: a visa that takes N working days must
 * be applied for N working days before the trip starts. Working days skip Saturdays, Sundays and the Indian
 * holidays below (the visa desks a traveller in India deals with close on them).
 */
import { addDays, formatShortDate } from './dates';

/** India's three national holidays: fixed dates, every year. */
const NATIONAL_HOLIDAYS = ['01-26', '08-15', '10-02'] as const;

/**
 * The other closed holidays of central government offices: DoPT's list of gazetted holidays for the years named
 * here (2026 as published in November 2025). Years not listed count only the national holidays above; add a year
 * when DoPT publishes its list (usually in the autumn before). Id, Bakrid, Muharram and Milad-un-Nabi move with the
 * moon; DoPT's announced dates are used.
 */
const GAZETTED_HOLIDAYS: Readonly<Record<number, readonly string[]>> = {
  2026: [
    '2026-03-04', // Holi
    '2026-03-21', // Id-ul-Fitr
    '2026-03-26', // Ram Navami
    '2026-03-31', // Mahavir Jayanti
    '2026-04-03', // Good Friday
    '2026-05-01', // Buddha Purnima
    '2026-05-27', // Id-ul-Zuha (Bakrid)
    '2026-06-26', // Muharram
    '2026-08-26', // Milad-un-Nabi
    '2026-09-04', // Janmashtami
    '2026-10-20', // Dussehra
    '2026-11-08', // Diwali
    '2026-11-24', // Guru Nanak Jayanti
    '2026-12-25', // Christmas
  ],
};

/** The years whose full gazetted list is known (outside them only the national holidays count). */
export const HOLIDAY_TABLE_YEARS = Object.keys(GAZETTED_HOLIDAYS).map(Number);

export function isIndianHoliday(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  return (
    (NATIONAL_HOLIDAYS as readonly string[]).includes(iso.slice(5)) || (GAZETTED_HOLIDAYS[year]?.includes(iso) ?? false)
  );
}

/**
 * Which dates are holidays. The functions below count with the table above unless given another calendar: the
 * server's on-time promise counts with the `date-holidays` package's Indian public holidays
 * (server/src/lib/indian-holidays.ts, docs/on-time.md).
 */
export type HolidayCalendar = (iso: string) => boolean;

export function isWorkingDay(iso: string, isHoliday: HolidayCalendar = isIndianHoliday): boolean {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isHoliday(iso);
}

/** The date `count` working days after (count > 0) or before (count < 0) the given date. */
export function shiftWorkingDays(iso: string, count: number, isHoliday: HolidayCalendar = isIndianHoliday): string {
  const step = count < 0 ? -1 : 1;
  let date = iso;
  for (let left = Math.abs(count); left > 0; ) {
    date = addDays(date, step);
    if (isWorkingDay(date, isHoliday)) left--;
  }
  return date;
}

/** Working days from the day after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: string, to: string, isHoliday: HolidayCalendar = isIndianHoliday): number {
  let count = 0;
  for (let date = addDays(from, 1); date <= to; date = addDays(date, 1)) {
    if (isWorkingDay(date, isHoliday)) count++;
  }
  return count;
}

/** The date a visa applied for on `today` is expected: `processingDays` working days later. */
export const visaReadyBy = (today: string, processingDays: number) => shiftWorkingDays(today, processingDays);

export interface ProcessingCheck {
  processingDays: number;
  start: string;
  /** The last day to apply so that processing finishes before the start date. */
  applyBy: string;
  /** Applying today, the visa is expected by this date. */
  readyBy: string;
  /** The start date is too soon for the processing time. */
  late: boolean;
  /** The first start date the processing time allows when applying today (the day after readyBy). */
  earliestStart: string;
}

/**
 * Can a visa that takes `processingDays` working days, applied for on `today`, be ready before `start`?
 * The visa must be in hand the day before the trip starts.
 */
export function checkProcessingTime(today: string, start: string, processingDays: number): ProcessingCheck {
  const readyBy = visaReadyBy(today, processingDays);
  const applyBy = shiftWorkingDays(start, -(processingDays + 1));
  return {
    processingDays,
    start,
    applyBy,
    readyBy,
    late: readyBy >= start,
    earliestStart: addDays(readyBy, 1),
  };
}

const daysText = (days: number) => `${days} working day${days === 1 ? '' : 's'}`;

/**
 * The plain sentence for a traveller: late → "Processing takes about 60 working days: for a 5 Dec start you are
 * late; the earliest realistic start is 2 Mar 2027."; in time → "Processing takes about 4 working days: apply
 * by 27 Nov 2026 for a 5 Dec start."
 */
export function processingTimeMessage(check: ProcessingCheck): string {
  const lead = `Processing takes about ${daysText(check.processingDays)}`;
  const start = formatShortDate(check.start);
  return check.late
    ? `${lead}: for a ${start} start you are late; the earliest realistic start is ${formatShortDate(check.earliestStart, 'en', true)}.`
    : `${lead}: apply by ${formatShortDate(check.applyBy, 'en', true)} for a ${start} start.`;
}

/** Without a start date: "Processing takes about 60 working days: applying today, the earliest realistic start is …". */
export function earliestStartMessage(today: string, processingDays: number): string {
  const { earliestStart } = checkProcessingTime(today, today, processingDays);
  return `Processing takes about ${daysText(processingDays)}: applying today, the earliest realistic start is ${formatShortDate(earliestStart, 'en', true)}.`;
}
