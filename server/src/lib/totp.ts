import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** Codes from the previous or next 30-second step are accepted, for clock drift. */
const EPOCH_TOLERANCE_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

export const totpUri = (secret: string, issuer: string, accountName: string) =>
  generateURI({ issuer, label: accountName, secret });

export const totpQrDataUrl = (uri: string) => QRCode.toDataURL(uri, { margin: 1, width: 220 });

/** The current code for a secret (tests and the operator tool). */
export const currentTotp = (secret: string) => generate({ secret });

export async function verifyTotp(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_SECONDS });
  return result.valid;
}
