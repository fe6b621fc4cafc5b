import { errorStatus } from '@web/lib/error-message';

/** A wrong code (422 from the server) is 'Invalid OTP' on the field; any other failure only has the banner. */
export function twoFactorFailure(error: unknown): { field?: string } {
  return errorStatus(error) === 422 ? { field: 'Invalid OTP' } : {};
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP', easier to type into an app. */
export function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
