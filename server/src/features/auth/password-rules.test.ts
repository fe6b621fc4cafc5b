import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword, createUser, uniqueEmail } from '../../../test/fixtures';
import { expireSecrets, verifySignupEmail } from '../../../test/support/auth';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const COMMON =
  'This password is one of the most common or breached passwords and is easy to guess. Choose another one.';
const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';

async function resetLink(email: string) {
  await t.client().post('/api/reset-password', { email });
  const link = new URL((await t.lastMessage(email, 'reset')).link!);
  return { email, token: link.searchParams.get('token')! };
}

describe('common and breached passwords are refused wherever a password is set', () => {
  it('at sign-up, creating no account', async () => {
    const email = uniqueEmail();
    const client = t.client();
    await verifySignupEmail(t, client, email);
    const form = { email, firstName: 'Asha', lastName: 'Rao', agree: true };
    const res = await client.post('/api/auth/register', { ...form, password: 'password', confirmPassword: 'password' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: COMMON, code: 'VALIDATION_FAILED', fields: { password: COMMON } });
    expect((await t.client().post('/api/auth/login', { email, password: 'password' })).status).toBe(401);
    const ok = await client.post('/api/auth/register', {
      ...form,
      password: 'Monsoon-Trip-2027',
      confirmPassword: 'Monsoon-Trip-2027',
    });
    expect(ok.status).toBe(201);
  });

  it('on the reset link, which stays usable for a better password', async () => {
    const user = await createUser(t);
    const { email, token } = await resetLink(user.email);
    const res = await t.client().post('/api/reset-password/confirm', { email, token, newPassword: 'Password1' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ newPassword: COMMON });
    expect((await t.client().post('/api/reset-password/check', { email, token })).body).toEqual({ valid: true });
    const ok = await t.client().post('/api/reset-password/confirm', { email, token, newPassword: 'Monsoon-Trip-2027' });
    expect(ok.status).toBe(200);
  });

  it('in settings, keeping the old password', async () => {
    const user = await createUser(t);
    const res = await changePassword(user, 'qwertyuiop');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ newPassword: COMMON });
    expect((await t.client().post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  });
});

describe('POST /api/reset-password/check', () => {
  it('says whether a link can still set a password, and changes nothing', async () => {
    const user = await createUser(t);
    const { email, token } = await resetLink(user.email);
    const check = () => t.client().post('/api/reset-password/check', { email, token });
    expect((await check()).body).toEqual({ valid: true });
    expect((await check()).body).toEqual({ valid: true });
    const other = await t.client().post('/api/reset-password/check', { email: uniqueEmail(), token });
    expect(other.body).toEqual({ valid: false, message: INVALID_LINK });

    await t.client().post('/api/reset-password/confirm', { email, token, newPassword: 'Monsoon-Trip-2027' });
    const used = await check();
    expect(used.status).toBe(200);
    expect(used.body).toEqual({ valid: false, message: INVALID_LINK });
  });

  it('reports an expired link, and refuses a malformed request with 400', async () => {
    const user = await createUser(t);
    const { email, token } = await resetLink(user.email);
    await expireSecrets(t, email);
    expect((await t.client().post('/api/reset-password/check', { email, token })).body).toEqual({
      valid: false,
      message: INVALID_LINK,
    });
    const bad = await t.client().post('/api/reset-password/check', { email: 'nope', token: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'token']);
  });
});
