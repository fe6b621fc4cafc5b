import { hash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

export const newId = () => randomUUID();

/** A URL-safe random secret (sessions, reset links, hand-off tokens). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A numeric one-time code of the given length, uniformly distributed. */
export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(0, 10).toString()).join('');

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const randomReferralCode = () =>
  Array.from({ length: 6 }, () => REFERRAL_ALPHABET[randomInt(0, REFERRAL_ALPHABET.length)]).join('');

/** Secrets are stored as SHA-256: they are high-entropy or short-lived and attempt-limited. */
export const sha256 = (value: string) => hash('sha256', value, 'hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a));
  const right = Buffer.from(sha256(b));
  return timingSafeEqual(left, right);
}
