import { describe, expect, it } from 'vitest';
import { readGoogleCredential } from './google-credential';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('reading a Google credential on the client', () => {
  it('takes email, name and picture from the payload, including non-ASCII names', () => {
    const token = `${encode({ alg: 'RS256' })}.${encode({ email: 'asha@example.com', name: 'Āsha Rao', picture: 'https://x/y' })}.sig`;
    expect(readGoogleCredential(token)).toEqual({
      email: 'asha@example.com',
      name: 'Āsha Rao',
      picture: 'https://x/y',
    });
  });

  it('gives nothing for garbage', () => {
    expect(readGoogleCredential('nonsense')).toEqual({});
    expect(readGoogleCredential('a.!!!.c')).toEqual({});
  });
});
