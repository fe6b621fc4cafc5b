import type { ChangePassword } from '@contract/account/settings';

export type PasswordFormErrors = Partial<Record<keyof ChangePassword, string>>;

export const PASSWORD_MISMATCH = 'New passwords do not match';

const REQUIRED: Record<keyof ChangePassword, string> = {
  currentPassword: 'Enter your current password',
  newPassword: 'Enter a new password',
  confirmPassword: 'Confirm your new password',
};

/** SPEC 5: all three fields required; a new password unlike its confirmation stops here, before any call. */
export function checkPasswordForm(values: ChangePassword): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  for (const key of Object.keys(REQUIRED) as Array<keyof ChangePassword>) {
    if (!values[key]) errors[key] = REQUIRED[key];
  }
  if (!errors.newPassword && !errors.confirmPassword && values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = PASSWORD_MISMATCH;
  }
  return errors;
}
