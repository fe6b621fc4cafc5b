import { createRemoteJWKSet, jwtVerify } from 'jose';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** What a verified Google ID token says about the person. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

export type GoogleTokenVerifier = (idToken: string) => Promise<GoogleIdentity>;

class GoogleTokenError extends Error {}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Verifies Google ID tokens: RS256 signature against Google's published keys (fetched and
 * cached by jose), audience = our client id, Google as issuer, and not expired.
 */
export function createGoogleTokenVerifier(options: { clientId: string; jwksUrl: string }): GoogleTokenVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
  return async (idToken) => {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      }));
    } catch (error) {
      throw new GoogleTokenError(`Google ID token refused: ${(error as Error).message}`);
    }
    const sub = text(payload.sub);
    const email = text(payload.email)?.toLowerCase();
    if (!sub || !email) throw new GoogleTokenError('Google ID token has no subject or e-mail');
    return {
      sub,
      email,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: text(payload.name),
      givenName: text(payload.given_name),
      familyName: text(payload.family_name),
      picture: text(payload.picture),
    };
  };
}
