import { describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/ids';
import { hashPassword } from './passwords';
import { hashRecoveryCode, recoveryCodeMatches } from './recovery-codes';

describe('recovery codes', () => {
  it('matches regardless of case, spaces and dashes', async () => {
    const stored = hashRecoveryCode('ab12-cd34');
    expect(await recoveryCodeMatches(stored, 'AB12CD34')).toBe(true);
    expect(await recoveryCodeMatches(stored, ' ab12 cd34 ')).toBe(true);
    expect(await recoveryCodeMatches(stored, 'ab12-cd35')).toBe(false);
  });

  it('accepts argon2 hashes and plain sha256 of the code as given', async () => {
    expect(await recoveryCodeMatches(await hashPassword('ab12cd34'), 'AB12-CD34')).toBe(true);
    expect(await recoveryCodeMatches(await hashPassword('ab12cd34'), 'zz12cd34')).toBe(false);
    expect(await recoveryCodeMatches(sha256('XY98-ZW76'), 'XY98-ZW76')).toBe(true);
  });
});
