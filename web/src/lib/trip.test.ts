import { formatDateRange } from '@contract/dates';
import { describe, expect, it } from 'vitest';
import { continueTripText } from './trip';

describe('the trip a login continues', () => {
  it('names the destination and purpose of a search hand-off', () => {
    expect(continueTripText('/go/visa?from=IN&to=GB&start=2026-12-05&end=2026-12-15&type=tourist')).toBe(
      'Log in to continue your United Kingdom tourist visa',
    );
    expect(continueTripText('/go/visa?to=us')).toBe('Log in to continue your United States visa');
  });

  it('says nothing for other targets', () => {
    expect(continueTripText(null)).toBeNull();
    expect(continueTripText('/account/profile')).toBeNull();
    expect(continueTripText('/go/visa?autostart=1')).toBeNull();
    expect(continueTripText('https://evil.example/go/visa?to=GB')).toBeNull();
  });

  it('writes trip dates short', () => {
    expect(formatDateRange('2026-12-05', '2026-12-15')).toBe('5–15 Dec');
    expect(formatDateRange('2026-12-28', '2027-01-04')).toBe('28 Dec – 4 Jan');
    expect(formatDateRange('2026-12-05')).toBe('5 Dec');
  });
});
