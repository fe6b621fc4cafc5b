import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../../../test/google-issuer';
import { createGoogleTokenVerifier, type GoogleTokenVerifier } from './google-id-token';

let google: FakeGoogle;
let verify: GoogleTokenVerifier;

beforeAll(async () => {
  google = await startFakeGoogle();
  verify = createGoogleTokenVerifier({ clientId: google.clientId, jwksUrl: google.jwksUrl });
});
afterAll(() => google.close());

describe('Google ID token verification', () => {
  it('reads the identity from a token signed by a published key', async () => {
    const token = await google.idToken({
      sub: 'g-1',
      email: 'Asha@Example.com',
      name: 'Asha Rao',
      given_name: 'Asha',
      family_name: 'Rao',
      picture: 'https://lh3.googleusercontent.com/a/photo',
    });
    expect(await verify(token)).toEqual({
      sub: 'g-1',
      email: 'asha@example.com',
      emailVerified: true,
      name: 'Asha Rao',
      givenName: 'Asha',
      familyName: 'Rao',
      picture: 'https://lh3.googleusercontent.com/a/photo',
    });
  });

  it('accepts both issuer spellings Google uses', async () => {
    const token = await google.idToken({ iss: 'accounts.google.com', email: 'a@example.com' });
    expect((await verify(token)).email).toBe('a@example.com');
  });

  it('refuses a token signed with another key', async () => {
    const token = await google.idToken({ email: 'a@example.com' }, { key: google.otherKey });
    await expect(verify(token)).rejects.toThrow(/refused/);
  });

  it('refuses a token for another audience', async () => {
    const token = await google.idToken({ email: 'a@example.com', aud: 'someone-else.apps.googleusercontent.com' });
    await expect(verify(token)).rejects.toThrow(/aud/);
  });

  it('refuses an expired token', async () => {
    const token = await google.idToken({ email: 'a@example.com' }, { expiresIn: Math.floor(Date.now() / 1000) - 120 });
    await expect(verify(token)).rejects.toThrow(/exp/);
  });

  it('refuses another issuer and garbage', async () => {
    const token = await google.idToken({ email: 'a@example.com', iss: 'https://evil.example' });
    await expect(verify(token)).rejects.toThrow(/iss/);
    await expect(verify('not.a.token')).rejects.toThrow(/refused/);
  });

  it('refuses a token without an e-mail', async () => {
    const token = await google.idToken({});
    await expect(verify(token)).rejects.toThrow(/e-mail/);
  });
});
