import { describe, expect, it } from 'vitest';
import { searchDateIssues, VisaSearchQuerySchema } from './catalogue';
import { daysBetween, isRealDate } from './dates';

const NOW = new Date('2026-03-10T10:00:00Z');

describe('search date rules (server side)', () => {
  it('accepts today, tomorrow and an end after the start', () => {
    expect(searchDateIssues('2026-03-10', '2026-03-11', NOW)).toEqual({});
    expect(searchDateIssues('2026-03-11', '2026-03-20', NOW)).toEqual({});
    expect(searchDateIssues(undefined, undefined, NOW)).toEqual({});
  });

  it('refuses a start in the past everywhere on Earth', () => {
    expect(searchDateIssues('2026-03-08', undefined, NOW).start).toBe('The visa start date is in the past');
    // 10:00 UTC is still 9 March at UTC−12, so 9 March is not yet in the past for everyone.
    expect(searchDateIssues('2026-03-09', undefined, NOW)).toEqual({});
  });

  it('refuses an end on or before the start', () => {
    expect(searchDateIssues('2026-03-12', '2026-03-12', NOW).end).toBe(
      'The visa end date must be after the start date',
    );
    expect(searchDateIssues('2026-03-12', '2026-03-11', NOW).end).toBe(
      'The visa end date must be after the start date',
    );
  });

  it('needs a start when an end is given, and a start at most 2 years ahead', () => {
    expect(searchDateIssues(undefined, '2026-03-12', NOW).start).toBe('Choose the visa start date');
    expect(searchDateIssues('2028-03-10', undefined, NOW).start).toContain('at most 2 years ahead');
  });

  it('knows real dates and counts days', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
    expect(daysBetween('2026-12-31', '2027-01-02')).toBe(2);
  });
});

describe('search query schema', () => {
  it('upper-cases codes and defaults the purpose to tourist', () => {
    expect(VisaSearchQuerySchema.parse({ from: 'in', to: 'ae' })).toEqual({ from: 'IN', to: 'AE', type: 'tourist' });
  });

  it('names the missing fields', () => {
    const result = VisaSearchQuerySchema.safeParse({ type: 'x' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['from', 'to', 'type']));
  });
});
