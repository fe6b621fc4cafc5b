import { safeEqual, sha256 } from '../../lib/ids';
import { verifyPassword } from './passwords';

/**
 * Two-factor recovery codes are compared in a forgiving form: case, spaces and dashes do not
 * matter. Store `hashRecoveryCode(code)`; argon2 hashes of the same form are accepted too.
 */
const normaliseRecoveryCode = (code: string) => code.trim().replace(/[\s-]/g, '').toLowerCase();

export const hashRecoveryCode = (code: string) => sha256(normaliseRecoveryCode(code));

export async function recoveryCodeMatches(codeHash: string, code: string): Promise<boolean> {
  const candidates = [...new Set([normaliseRecoveryCode(code), code.trim()])].filter(Boolean);
  if (codeHash.startsWith('$argon2')) {
    for (const candidate of candidates) if (await verifyPassword(codeHash, candidate)) return true;
    return false;
  }
  return candidates.some((candidate) => safeEqual(codeHash, sha256(candidate)));
}
