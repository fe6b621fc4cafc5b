import type { LimitRule } from '../../lib/rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

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
  /** Reset by a successful login. */
  loginPerAccount: rule('login-account', 10, 15 * MINUTE),
  registerPerIp: rule('register-ip', 100, HOUR),
  emailCodePerIp: rule('email-code-ip', 100, HOUR),
  emailCodePerAddress: rule('email-code-address', 6, HOUR),
  smsCodePerIp: rule('sms-code-ip', 30, HOUR),
  smsCodePerNumber: rule('sms-code-number', 6, HOUR),
  codeCheckPerIp: rule('code-check-ip', 200, 15 * MINUTE),
  codeCheckPerTarget: rule('code-check-target', 15, 15 * MINUTE),
  mobileLoginPerIp: rule('mobile-login-ip', 60, 15 * MINUTE),
  googlePerIp: rule('google-ip', 100, 15 * MINUTE),
  resetRequestPerIp: rule('reset-request-ip', 30, HOUR),
  resetRequestPerEmail: rule('reset-request-email', 5, HOUR),
  resetConfirmPerIp: rule('reset-confirm-ip', 30, 15 * MINUTE),
  twoFactorPerIp: rule('2fa-ip', 60, 15 * MINUTE),
  twoFactorPerAccount: rule('2fa-account', 10, 15 * MINUTE),
} as const;
