import { describe, expect, it } from 'vitest';
import { ChangePasswordSchema } from './settings';

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
