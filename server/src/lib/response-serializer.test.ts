import { UserResponseSchema } from '@contract/user';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const compile = (schema: unknown) =>
  responseSerializerCompiler({ schema: schema as never, method: 'GET', url: '/api/test', httpStatus: '200' });

const user = {
  id: 'u_1',
  email: 'asha@example.com',
  emailVerified: true,
  firstName: 'Asha',
  lastName: 'Rao',
  name: 'Asha Rao',
  picture: null,
  mobile: null,
  mobileVerified: false,
  country: 'IN',
  twoFAEnabled: false,
  referralCode: 'ASHA1234',
  profile: { firstName: 'Asha', email: 'asha@example.com' },
  welcomed: false,
};

describe('compiled response serialisers', () => {
  it('write what zod would send, and nothing the contract does not declare', () => {
    const serialise = compile(UserResponseSchema);
    const sent = JSON.parse(serialise({ user: { ...user, passwordHash: 'secret', totpSecret: 'secret' } }));
    expect(sent).toEqual(UserResponseSchema.parse({ user }));
    expect(JSON.stringify(sent)).not.toContain('secret');
  });

  it('keep escaping what users typed', () => {
    const serialise = compile(z.object({ name: z.string() }));
    expect(JSON.parse(serialise({ name: '"</script>\u2028\n' }))).toEqual({ name: '"</script>\u2028\n' });
  });

  it('fall back to zod for a schema JSON Schema cannot state', () => {
    const serialise = compile(z.object({ at: z.date() }));
    expect(serialise({ at: new Date('2026-01-02T03:04:05Z') })).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
  });
});
