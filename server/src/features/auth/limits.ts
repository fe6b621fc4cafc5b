import type { LimitRule } from '../../lib/rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const rule = (name: string, points: number, durationSeconds: number): LimitRule => ({
  name: `auth-${name}`,
  points,
  durationSeconds,
});

/**
 * Abuse limits of the sign-in flows. Per-IP limits are generous: Indian mobile carriers put many
 * subscribers behind one address (carrier-grade NAT), so they only stop bulk abuse. Per-account
 * and per-address limits are tight, because they protect one person.
 * On top of these, every one-time code allows 5 wrong tries and a resend only after 30 s.
 */
export const AuthLimits = {
  loginPerIp: rule('login-ip', 100, 15 * MINUTE),
  /**
   * Password tries per account from one IP; reset by a successful login. Keyed on the pair, so a
   * stranger's wrong tries never lock the owner out on their own network.
   */
  loginPerAccountIp: rule('login-account-ip', 10, 15 * MINUTE),
  /** Failed password logins per account from anywhere; past this the account is slowed down. */
  loginFailuresPerAccount: rule('login-failures-account', 50, HOUR),
  /** Once slowed down: one try per account every 5 s, except from the owner's known addresses. */
  loginThrottledPerAccount: rule('login-throttled-account', 1, 5),
  registerPerIp: rule('register-ip', 100, HOUR),
  emailCodePerIp: rule('email-code-ip', 100, HOUR),
  emailCodePerAddress: rule('email-code-address', 6, HOUR),
  smsCodePerIp: rule('sms-code-ip', 30, HOUR),
  smsCodePerNumber: rule('sms-code-number', 6, HOUR),
  codeCheckPerIp: rule('code-check-ip', 200, 15 * MINUTE),
  codeCheckPerTarget: rule('code-check-target', 15, 15 * MINUTE),
  mobileLoginPerIp: rule('mobile-login-ip', 60, 15 * MINUTE),
  /**
   * Wrong 4-digit login codes per number a day, across codes and networks, before each further wrong
   * code makes everyone wait (MOBILE_LOGIN_DELAYS) — except from a network the owner has a session from.
   * A delay, never a lock: a stranger cannot keep the owner out of their account.
   */
  mobileLoginWrongPerNumber: rule('mobile-login-wrong-number', 10, DAY),
  /** Set (blocked) for the current delay of a number past its free wrong codes. */
  mobileLoginDelayPerNumber: rule('mobile-login-delay-number', 1, DAY),
  /** Wrong login codes from one network across numbers: the stranger's network is locked for the day. */
  mobileLoginWrongPerIp: rule('mobile-login-wrong-ip', 30, DAY),
  googlePerIp: rule('google-ip', 100, 15 * MINUTE),
  resetRequestPerIp: rule('reset-request-ip', 30, HOUR),
  resetRequestPerEmail: rule('reset-request-email', 5, HOUR),
  resetConfirmPerIp: rule('reset-confirm-ip', 30, 15 * MINUTE),
  resetCheckPerIp: rule('reset-check-ip', 60, 15 * MINUTE),
  twoFactorPerIp: rule('2fa-ip', 60, 15 * MINUTE),
  twoFactorPerAccount: rule('2fa-account', 10, 15 * MINUTE),
} as const;

/** The wait after each wrong login code past a number's free ones: doubling from 1 minute, at most 15. */
export function mobileLoginDelaySeconds(wrongPastFree: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, wrongPastFree - 1), 15 * MINUTE);
}
