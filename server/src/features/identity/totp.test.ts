import { describe, expect, it } from 'vitest';
import { currentTotp, newTotpSecret, totpQrDataUrl, totpStepOf, totpUri } from './totp';

describe('totp', () => {
  it('places the current code in its time step and refuses others', async () => {
    const secret = newTotpSecret();
    const stepBefore = Math.floor(Date.now() / 30_000);
    const code = await currentTotp(secret);
    expect([stepBefore, stepBefore + 1]).toContain(await totpStepOf(secret, code));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await totpStepOf(secret, wrong)).toBeNull();
    expect(await totpStepOf(secret, 'abcdef')).toBeNull();
  });

  it('builds an otpauth URI and a QR image for authenticator apps', async () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'HelloVisa', 'asha@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/HelloVisa:asha(%40|@)example\.com\?/);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(await totpQrDataUrl(uri)).toMatch(/^data:image\/png;base64,/);
  });
});
