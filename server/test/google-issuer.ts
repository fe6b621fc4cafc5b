import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface FakeGoogle {
  /** URL of the JWKS this issuer publishes (use as GOOGLE_JWKS_URL). */
  jwksUrl: string;
  clientId: string;
  /** An ID token signed with the published key; override any claim. */
  idToken(
    claims?: JWTPayload & Record<string, unknown>,
    options?: { key?: PrivateKey; expiresIn?: string | number },
  ): Promise<string>;
  /** A key that is not in the JWKS (forgeries). */
  otherKey: PrivateKey;
  close(): Promise<void>;
}

/**
 * Stands in for Google's token issuer: a locally generated RSA key served as a JWKS over HTTP,
 * so the server's real verification path (remote key fetch, signature, claims) is exercised.
 */
export async function startFakeGoogle(clientId = 'test-client.apps.googleusercontent.com'): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const { privateKey: otherKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key-1';
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId,
    otherKey,
    async idToken(claims = {}, options = {}) {
      const { iss = 'https://accounts.google.com', aud = clientId, sub = '1234567890', ...rest } = claims;
      return new SignJWT({ email_verified: true, ...rest })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(iss)
        .setAudience(aud)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.key ?? privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
