/**
 * India's public holidays, as the on-time promise counts them (docs/on-time.md): the `date-holidays` package's
 * holidays for the country India (no state) of type `public`. Its data is maintained upstream and pinned in
 * package.json; a new year needs no edit here. Bank, optional, school and observance days do not stop the clock.
 */

import type { HolidayCalendar } from '@contract/processing-time';
import Holidays from 'date-holidays';

/** The holiday types that are not working days. */
export const COUNTED_HOLIDAY_TYPES = ['public'] as const;

const calendar = new Holidays('IN', { types: [...COUNTED_HOLIDAY_TYPES], timezone: 'Asia/Kolkata' });
const byYear = new Map<number, ReadonlySet<string>>();

/** The YYYY-MM-DD dates of a year's public holidays in India. */
export function indianPublicHolidays(year: number): ReadonlySet<string> {
  let dates = byYear.get(year);
  if (!dates) {
    dates = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => (COUNTED_HOLIDAY_TYPES as readonly string[]).includes(holiday.type))
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    byYear.set(year, dates);
  }
  return dates;
}

/** True for a YYYY-MM-DD date (India's calendar day) that is a public holiday in India. */
export const isIndianPublicHoliday: HolidayCalendar = (iso) => indianPublicHolidays(Number(iso.slice(0, 4))).has(iso);
