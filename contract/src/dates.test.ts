import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  formatDateRange,
  formatLongDate,
  formatMomentDate,
  formatMomentDateTime,
  formatMonth,
  formatShortDate,
  isRealDate,
  todayInIndia,
} from './dates';

describe("India's day", () => {
  it('turns at 18:30 UTC, midnight in India', () => {
    expect(todayInIndia(new Date('2026-11-22T18:29:59.999Z'))).toBe('2026-11-22');
    expect(todayInIndia(new Date('2026-11-22T18:30:00.000Z'))).toBe('2026-11-23');
    expect(todayInIndia(new Date('2026-11-23T00:00:00.000Z'))).toBe('2026-11-23');
  });

  it('crosses a year and a leap day like any other day', () => {
    expect(todayInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(todayInIndia(new Date('2028-02-28T19:00:00Z'))).toBe('2028-02-29');
  });
});

describe('calendar arithmetic', () => {
  it('adds and takes away days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-10', 730)).toBe('2028-03-09');
  });

  it('adds months, ending on the last day of a shorter month', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-10-31', 3)).toBe('2027-01-31');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', -2)).toBe('2025-11-30');
  });

  it('counts whole days between dates', () => {
    expect(daysBetween('2026-12-31', '2027-01-02')).toBe(2);
    expect(daysBetween('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });

  it('knows which dates exist', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2026-04-31')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
    expect(isRealDate('10/03/2026')).toBe(false);
    expect(isRealDate('2026-3-1')).toBe(false);
    expect(isRealDate(undefined)).toBe(false);
  });
});

describe('calendar dates in words', () => {
  it('writes the short form by hand in English, with "Sep" for September', () => {
    expect(formatShortDate('2026-12-05')).toBe('5 Dec');
    expect(formatShortDate('2027-12-05', 'en', true)).toBe('5 Dec 2027');
    expect(formatShortDate('2026-09-04', 'en', true)).toBe('4 Sep 2026');
  });

  it('writes Hindi month names with Latin digits', () => {
    expect(formatShortDate('2026-12-05', 'hi')).toBe('5 दिस॰');
    expect(formatShortDate('2027-12-05', 'hi', true)).toBe('5 दिस॰ 2027');
    expect(formatLongDate('2026-12-09', 'hi')).toBe('9 दिसंबर 2026');
    expect(formatLongDate('2026-01-31', 'hi')).toBe('31 जनवरी 2026');
    expect(formatMonth('2026-12', 'hi')).toBe('दिसंबर 2026');
  });

  it('writes a month and its year', () => {
    expect(formatMonth('2037-12')).toBe('December 2037');
    expect(formatMonth('2038-01')).toBe('January 2038');
    expect(formatMonth('2038-13')).toBe('2038-13');
  });

  it('writes the long form in full', () => {
    expect(formatLongDate('2025-07-30')).toBe('30 July 2025');
    expect(formatLongDate('2026-09-01')).toBe('1 September 2026');
  });

  it('leaves something that is not a date as it came', () => {
    expect(formatShortDate('soon')).toBe('soon');
    expect(formatLongDate('2026-02-30', 'hi')).toBe('2026-02-30');
  });

  it('writes trip ranges short in English and in full in Hindi', () => {
    expect(formatDateRange('2026-12-05', '2026-12-15')).toBe('5–15 Dec');
    expect(formatDateRange('2026-12-28', '2027-01-04')).toBe('28 Dec – 4 Jan');
    expect(formatDateRange('2026-12-05')).toBe('5 Dec');
    expect(formatDateRange('2026-12-05', '2026-12-15', 'hi')).toBe('5 दिस॰ – 15 दिस॰');
  });
});

describe('moments', () => {
  const instant = '2026-11-22T21:10:00.000Z';

  it('show the day in the given time zone', () => {
    expect(formatMomentDate(instant, 'en', 'Asia/Kolkata')).toBe('23 Nov 2026');
    expect(formatMomentDate(instant, 'en', 'UTC')).toBe('22 Nov 2026');
    expect(formatMomentDate(new Date(instant), 'hi', 'Asia/Kolkata')).toBe('23 नव॰ 2026');
  });

  it('add hour and minute', () => {
    expect(formatMomentDateTime(instant, 'en', 'Asia/Kolkata')).toMatch(/^23 Nov 2026, 02:40 am$/i);
    expect(formatMomentDateTime(instant, 'en', 'UTC')).toMatch(/^22 Nov 2026, 09:10 pm$/i);
  });

  it('show a dash for something that is not a moment', () => {
    expect(formatMomentDate('not a date')).toBe('-');
    expect(formatMomentDateTime('')).toBe('-');
  });
});
