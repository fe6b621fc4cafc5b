import { describe, expect, it } from 'vitest';
import { currentTotp, newTotpSecret, totpStepOf } from './totp';

describe('authenticator time steps', () => {
  it('gives the current code its RFC 6238 step, and nothing for a wrong code', async () => {
    const secret = newTotpSecret();
    const step = await totpStepOf(secret, await currentTotp(secret));
    const now = Math.floor(Date.now() / 1000 / 30);
    expect([now - 1, now]).toContain(step);
    expect(await totpStepOf(secret, '12345')).toBeNull();
  });
});
