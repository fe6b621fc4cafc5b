import { ApiError } from '@web/lib/api-client';
import { describe, expect, it } from 'vitest';
import { codeProblem, groupSecret, twoFactorFailure } from './two-factor';

describe('codeProblem', () => {
  it('asks for a code when there is none', () => {
    expect(codeProblem('  ', { recovery: false })).toBe('Enter OTP');
  });

  it('takes exactly six digits when enrolling', () => {
    expect(codeProblem('123456', { recovery: false })).toBeUndefined();
    expect(codeProblem(' 123456 ', { recovery: false })).toBeUndefined();
    expect(codeProblem('12345', { recovery: false })).toBe('Enter the 6-digit code');
    expect(codeProblem('AB12-CD34', { recovery: false })).toBe('Enter the 6-digit code');
  });

  it('also takes a recovery code when switching off', () => {
    expect(codeProblem('123456', { recovery: true })).toBeUndefined();
    expect(codeProblem('ab12-cd34', { recovery: true })).toBeUndefined();
    expect(codeProblem('ABCDE-12345', { recovery: true })).toBeUndefined();
    expect(codeProblem('12', { recovery: true })).toBe('Enter the 6-digit code or a recovery code');
  });
});

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
