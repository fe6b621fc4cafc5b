import { describe, expect, it } from 'vitest';
import { indianPublicHolidays, isIndianPublicHoliday } from './indian-holidays';

describe("India's public holidays (date-holidays)", () => {
  it('names the national days and Christmas, and not an ordinary day', () => {
    expect(isIndianPublicHoliday('2026-12-25')).toBe(true);
    expect(isIndianPublicHoliday('2027-01-26')).toBe(true);
    expect(isIndianPublicHoliday('2026-10-02')).toBe(true);
    expect(isIndianPublicHoliday('2026-12-24')).toBe(false);
    expect(indianPublicHolidays(2026).size).toBeGreaterThanOrEqual(5);
  });
});
