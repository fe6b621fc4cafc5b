import { ApiError } from '@web/lib/api-client';

const SIX_DIGITS = /^\d{6}$/;
/** Recovery codes are compared loosely by the server (case, spaces, dashes); only their length is checked here. */
const RECOVERY = /^[A-Za-z0-9][A-Za-z0-9 -]{4,18}[A-Za-z0-9]$/;

/** The field message for a code that cannot be right, or undefined when it may be sent. */
export function codeProblem(code: string, { recovery }: { recovery: boolean }): string | undefined {
  const value = code.trim();
  if (!value) return 'Enter OTP';
  if (SIX_DIGITS.test(value)) return undefined;
  if (recovery && RECOVERY.test(value)) return undefined;
  return recovery ? 'Enter the 6-digit code or a recovery code' : 'Enter the 6-digit code';
}

/** A wrong code (422 from the server) is 'Invalid OTP' on the field; any other failure only has the banner. */
export function twoFactorFailure(error: unknown): { field?: string } {
  return error instanceof ApiError && error.status === 422 ? { field: 'Invalid OTP' } : {};
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP', easier to type into an app. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
