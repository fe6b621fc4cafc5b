import { addDays, isRealDate } from '@contract/dates';
import { visaReadyBy } from '@contract/processing-time';
import { describe, expect, it } from 'vitest';
import {
  endAfterStartChange,
  formatDate,
  isValidEnd,
  isValidStart,
  minEndDate,
  minStartDate,
  toIsoDate,
  visaReadyByLabel,
} from './search-dates';

const TODAY = '2026-03-10'; // a Tuesday

describe('search date rules', () => {
  it('starts the start calendar tomorrow', () => {
    expect(minStartDate(TODAY)).toBe('2026-03-11');
    expect(isValidStart('2026-03-10', TODAY)).toBe(false);
    expect(isValidStart('2026-03-11', TODAY)).toBe(true);
    expect(isValidStart(undefined, TODAY)).toBe(false);
    expect(isValidStart('2028-03-10', TODAY)).toBe(false);
  });

  it('starts the end calendar the day after start, or two days from today without a start', () => {
    expect(minEndDate('2026-03-20', TODAY)).toBe('2026-03-21');
    expect(minEndDate(undefined, TODAY)).toBe('2026-03-12');
    expect(isValidEnd('2026-03-20', '2026-03-20', TODAY)).toBe(false);
    expect(isValidEnd('2026-03-21', '2026-03-20', TODAY)).toBe(true);
  });

  it('resets an end that is not after the new start to start + 1 day', () => {
    expect(endAfterStartChange('2026-03-20', '2026-03-18')).toBe('2026-03-21');
    expect(endAfterStartChange('2026-03-20', '2026-03-20')).toBe('2026-03-21');
    expect(endAfterStartChange('2026-03-20', '2026-03-25')).toBe('2026-03-25');
    expect(endAfterStartChange('2026-03-20', undefined)).toBeUndefined();
  });

  it('crosses months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(endAfterStartChange('2026-01-31', '2026-01-02')).toBe('2026-02-01');
  });

  it('recognises real dates only', () => {
    expect(isRealDate('2026-02-29')).toBe(false);
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('10/03/2026')).toBe(false);
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('counts working days for "Get your visa by"', () => {
    expect(visaReadyBy(TODAY, 4)).toBe('2026-03-16'); // Tue + 4 working days = next Mon
    expect(visaReadyBy('2026-03-13', 1)).toBe('2026-03-16'); // Friday + 1 = Monday
    expect(visaReadyBy('2026-11-23', 1)).toBe('2026-11-25'); // Guru Nanak Jayanti, a holiday, is skipped
    expect(visaReadyByLabel(TODAY, 6)).toBe('18 Mar');
    expect(formatDate('2026-03-18')).toBe('18 Mar 2026');
    expect(visaReadyByLabel('2026-09-01', 3)).toBe('7 Sep'); // Janmashtami on the 4th; Sep, not ICU en-IN's Sept
  });
});
