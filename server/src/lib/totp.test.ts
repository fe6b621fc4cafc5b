import { describe, expect, it } from 'vitest';
import { currentTotp, newTotpSecret, totpQrDataUrl, totpUri, verifyTotp } from './totp';

describe('totp', () => {
  it('accepts the current code and refuses others', async () => {
    const secret = newTotpSecret();
    const code = await currentTotp(secret);
    expect(await verifyTotp(secret, code)).toBe(true);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await verifyTotp(secret, wrong)).toBe(false);
    expect(await verifyTotp(secret, 'abcdef')).toBe(false);
  });

  it('builds an otpauth URI and a QR image for authenticator apps', async () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'HelloVisa', 'asha@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/HelloVisa:asha(%40|@)example\.com\?/);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
    expect(await totpQrDataUrl(uri)).toMatch(/^data:image\/png;base64,/);
  });
});
