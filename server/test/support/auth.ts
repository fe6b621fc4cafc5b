import { users, verifications } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { uniqueEmail } from '../fixtures';
import type { TestApp, TestClient } from '../test-app';

export const PASSWORD = 'correct horse battery';

/** Runs the e-mail code step of sign-up for this client and returns the code it used. */
export async function verifySignupEmail(t: TestApp, client: TestClient, email: string): Promise<string> {
  const sent = await client.post('/api/send-otp', { email });
  expect(sent.status).toBe(200);
  const { code } = await t.lastMessage(email, 'signup');
  const verified = await client.post('/api/verify-otp', { email, otp: code });
  expect(verified.status).toBe(200);
  return code!;
}

/** Signs up through the API like the web app does (the code sent with the form); the client ends up signed in. */
export async function signUp(t: TestApp, fields: { email?: string; password?: string; ref?: string } = {}) {
  const client = t.client();
  const email = fields.email ?? uniqueEmail('signup');
  const password = fields.password ?? PASSWORD;
  expect((await client.post('/api/send-otp', { email })).status).toBe(200);
  const { code } = await t.lastMessage(email, 'signup');
  const res = await client.post('/api/auth/register', {
    email,
    password,
    confirmPassword: password,
    firstName: 'Asha',
    lastName: 'Rao',
    otp: code,
    ref: fields.ref,
  });
  expect(res.status).toBe(201);
  return { client, email, password, user: res.body.user };
}

/** Moves every secret for this target into the past, as if 10 minutes had gone by. */
export async function expireSecrets(t: TestApp, target: string): Promise<void> {
  await t.database.db
    .update(verifications)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(verifications.target, target));
}

/** Makes the latest code for this target look older, so a resend is allowed again. */
export async function ageSecrets(t: TestApp, target: string, ms: number): Promise<void> {
  const rows = await t.database.db.select().from(verifications).where(eq(verifications.target, target));
  for (const row of rows) {
    await t.database.db
      .update(verifications)
      .set({ createdAt: new Date(row.createdAt.getTime() - ms) })
      .where(eq(verifications.id, row.id));
  }
}

export async function userRow(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** A different wrong code of the same length. */
export const wrongCode = (code: string) =>
  code
    .split('')
    .map((digit) => String((Number(digit) + 1) % 10))
    .join('');
