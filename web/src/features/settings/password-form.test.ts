import { describe, expect, it } from 'vitest';
import { checkPasswordForm, PASSWORD_MISMATCH } from './password-form';

describe('checkPasswordForm', () => {
  it('accepts three filled fields whose new passwords match', () => {
    expect(checkPasswordForm({ currentPassword: 'old', newPassword: 'x', confirmPassword: 'x' })).toEqual({});
  });

  it('requires every field', () => {
    expect(checkPasswordForm({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'Enter a new password',
      confirmPassword: 'Confirm your new password',
    });
  });

  it("says 'New passwords do not match' when the confirmation differs", () => {
    expect(checkPasswordForm({ currentPassword: 'old', newPassword: 'abcdefgh', confirmPassword: 'abcdefgi' })).toEqual(
      {
        confirmPassword: PASSWORD_MISMATCH,
      },
    );
    expect(PASSWORD_MISMATCH).toBe('New passwords do not match');
  });
});
