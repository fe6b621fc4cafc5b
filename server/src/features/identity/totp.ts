import { generate, generateSecret, generateURI, verify } from 'otplib';

/** Codes from the previous or next 30-second step are accepted, for clock drift. */
const EPOCH_TOLERANCE_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

export const totpUri = (secret: string, issuer: string, accountName: string) =>
  generateURI({ issuer, label: accountName, secret });

/** qrcode is loaded when someone sets up two-factor authentication, not by the server's start. */
export async function totpQrDataUrl(uri: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(uri, { margin: 1, width: 220 });
}

/** The current code for a secret (tests and the operator tool). */
export const currentTotp = (secret: string) => generate({ secret });

/** The RFC 6238 time step the code belongs to, or null when it is not a current code. */
export async function totpStepOf(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
