/**
 * The sign-in forms' limits, apart from the auth schemas so that a form can show them without loading zod
 * (web/src/lib/lazy-validation.ts). Code lengths (docs/product/accounts.md#codes): the mobile login code has 4 digits,
 * every other code 6.
 */
export const LOGIN_OTP_LENGTH = 4;
export const OTP_LENGTH = 6;
/** Seconds before a new code may be requested for the same address or number. */
export const OTP_RESEND_SECONDS = 30;
/** The shortest new password. */
export const PASSWORD_MIN = 8;
