import { describe, expect, it } from 'vitest';
import { ChangePasswordSchema, ConfirmTwoFactorFormSchema, DisableTwoFactorFormSchema } from './settings';

const messages = (body: Record<string, string>) =>
  Object.fromEntries(
    (ChangePasswordSchema.safeParse(body).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('ChangePasswordSchema (the settings form and POST /api/settings/change-password)', () => {
  it('accepts three filled fields whose new passwords match', () => {
    expect(
      messages({ currentPassword: 'old', newPassword: 'a brand new secret', confirmPassword: 'a brand new secret' }),
    ).toEqual({});
  });

  it('asks for every field, the new password before its length rule', () => {
    expect(messages({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'Enter a new password',
      confirmPassword: 'Confirm your new password',
    });
    expect(messages({ currentPassword: 'old', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'Password must be at least 8 characters.',
    });
  });

  it("says 'New passwords do not match' on the confirmation when it differs", () => {
    expect(messages({ currentPassword: 'old', newPassword: 'abcdefgh', confirmPassword: 'abcdefgi' })).toEqual({
      confirmPassword: 'New passwords do not match',
    });
  });
});

const codeMessage = (schema: typeof ConfirmTwoFactorFormSchema, code: string) =>
  schema.safeParse({ code }).error?.issues[0]?.message;

describe('the two-factor code forms of the settings dialogs', () => {
  it('ask for a code when there is none', () => {
    expect(codeMessage(ConfirmTwoFactorFormSchema, '  ')).toBe('Enter OTP');
    expect(codeMessage(DisableTwoFactorFormSchema, '')).toBe('Enter OTP');
  });

  it('take exactly six digits when enrolling', () => {
    expect(ConfirmTwoFactorFormSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(codeMessage(ConfirmTwoFactorFormSchema, '12345')).toBe('Enter the 6-digit code');
    expect(codeMessage(ConfirmTwoFactorFormSchema, 'AB12-CD34')).toBe('Enter the 6-digit code');
  });

  it('also take a recovery code when switching off', () => {
    for (const code of ['123456', 'ab12-cd34', 'ABCDE-12345']) {
      expect(DisableTwoFactorFormSchema.parse({ code })).toEqual({ code });
    }
    expect(codeMessage(DisableTwoFactorFormSchema, '12')).toBe('Enter the 6-digit code or a recovery code');
  });
});
