import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './quiet-hours';

/** IST is UTC+05:30: 21:00 IST = 15:30 UTC, 09:00 IST = 03:30 UTC. */
describe('SMS quiet hours (21:00 to 09:00 IST)', () => {
  it('holds nothing during the day', () => {
    expect(quietHoursEnd(new Date('2026-03-10T03:30:00Z'))).toBeUndefined(); // 09:00 IST
    expect(quietHoursEnd(new Date('2026-03-10T15:29:59Z'))).toBeUndefined(); // 20:59:59 IST
  });

  it('holds an evening message until 09:00 IST the next day', () => {
    expect(quietHoursEnd(new Date('2026-03-10T15:30:00Z'))).toEqual(new Date('2026-03-11T03:30:00Z'));
    expect(quietHoursEnd(new Date('2026-03-10T18:00:00Z'))).toEqual(new Date('2026-03-11T03:30:00Z')); // 23:30 IST
  });

  it('holds a message after midnight IST until 09:00 the same IST day', () => {
    expect(quietHoursEnd(new Date('2026-03-10T19:00:00Z'))).toEqual(new Date('2026-03-11T03:30:00Z')); // 00:30 IST
    expect(quietHoursEnd(new Date('2026-03-11T03:29:00Z'))).toEqual(new Date('2026-03-11T03:30:00Z')); // 08:59 IST
  });

  it('crosses month and year ends', () => {
    expect(quietHoursEnd(new Date('2026-12-31T16:00:00Z'))).toEqual(new Date('2027-01-01T03:30:00Z'));
  });
});
