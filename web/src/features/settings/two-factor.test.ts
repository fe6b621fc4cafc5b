import { ApiError } from '@web/lib/api-client';
import { describe, expect, it } from 'vitest';
import { groupSecret, twoFactorFailure } from './two-factor';

describe('twoFactorFailure', () => {
  it("marks a refused code as 'Invalid OTP'", () => {
    expect(twoFactorFailure(new ApiError(422, 'That code is not right', 'UNPROCESSABLE'))).toEqual({
      field: 'Invalid OTP',
    });
  });

  it('leaves other failures to the banner', () => {
    expect(twoFactorFailure(new ApiError(500, 'HTTP 500', 'INTERNAL'))).toEqual({});
    expect(twoFactorFailure(new Error('offline'))).toEqual({});
  });
});

describe('groupSecret', () => {
  it('groups the key in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('JBSWY3DPEH')).toBe('JBSW Y3DP EH');
  });
});
