import { describe, expect, it } from 'vitest';
import {
  checkProcessingTime,
  HOLIDAY_TABLE_YEARS,
  isWorkingDay,
  processingTimeMessage,
  shiftWorkingDays,
  workingDaysBetween,
} from './processing-time';

describe('working days', () => {
  it('skips weekends, the national holidays every year, and the gazetted holidays of the table years', () => {
    expect(isWorkingDay('2026-11-23')).toBe(true); // a Monday
    expect(isWorkingDay('2026-11-21')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-22')).toBe(false); // Sunday
    expect(isWorkingDay('2027-01-26')).toBe(false); // Republic Day, a Tuesday
    expect(isWorkingDay('2031-08-15')).toBe(false); // Independence Day, any year
    expect(isWorkingDay('2026-10-02')).toBe(false); // Gandhi Jayanti
    expect(isWorkingDay('2026-11-24')).toBe(false); // Guru Nanak Jayanti 2026 (table)
    expect(HOLIDAY_TABLE_YEARS).toContain(2026);
  });

  it('counts forwards and backwards over weekends and holidays', () => {
    expect(shiftWorkingDays('2026-11-20', 4)).toBe('2026-11-27'); // Mon, (Tue holiday), Wed, Thu, Fri
    expect(shiftWorkingDays('2027-01-25', 1)).toBe('2027-01-27');
    expect(shiftWorkingDays('2026-12-05', -5)).toBe('2026-11-30');
    expect(shiftWorkingDays('2026-11-23', 0)).toBe('2026-11-23');
    expect(workingDaysBetween('2026-11-20', '2026-11-27')).toBe(4);
    expect(workingDaysBetween('2026-11-27', '2026-11-20')).toBe(0);
  });
});

describe('processing time against the start date', () => {
  it('says when to apply by when there is time', () => {
    const check = checkProcessingTime('2026-11-20', '2026-12-05', 4);
    expect(check).toMatchObject({ late: false, applyBy: '2026-11-30', readyBy: '2026-11-27' });
    // Applying on the apply-by day still has the visa in hand before the start.
    expect(shiftWorkingDays(check.applyBy, 4) < check.start).toBe(true);
    expect(processingTimeMessage(check)).toBe(
      'Processing takes about 4 working days: apply by 30 Nov 2026 for a 5 Dec start.',
    );
  });

  it('is late when the visa would arrive on or after the start, and names the earliest realistic start', () => {
    expect(checkProcessingTime('2026-11-20', '2026-11-27', 4)).toMatchObject({
      late: true,
      earliestStart: '2026-11-28',
    });
    expect(checkProcessingTime('2026-11-20', '2026-11-28', 4).late).toBe(false);
    const usa = checkProcessingTime('2026-11-23', '2026-12-05', 60);
    expect(usa.late).toBe(true);
    expect(workingDaysBetween('2026-11-23', usa.readyBy)).toBe(60);
    expect(processingTimeMessage(usa)).toMatch(
      /^Processing takes about 60 working days: for a 5 Dec start you are late; the earliest realistic start is \d{1,2} [A-Z][a-z]{2} 2027\.$/,
    );
  });

  it('speaks of one working day in the singular', () => {
    expect(processingTimeMessage(checkProcessingTime('2026-11-23', '2026-12-10', 1))).toContain('about 1 working day:');
  });
});
