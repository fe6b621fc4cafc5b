import { users } from '@db/schema/index';
import { canonicalMailbox } from '../src/features/identity/mailbox';
import { hashPassword } from '../src/features/identity/passwords';
import { SESSION_COOKIE } from '../src/features/identity/sessions';
import { newId, randomReferralCode } from '../src/lib/ids';
import type { TestApp, TestClient } from './test-app';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** A client already signed in as this user (session cookie in its jar). */
  client: TestClient;
  token: string;
}

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}.${Date.now()}.${++counter}@example.com`;

/**
 * Inserts a verified user straight into the database and opens a session for them, for tests
 * of features that need a signed-in caller without going through the sign-up flow.
 */
export async function createUser(
  t: TestApp,
  fields: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<TestUser> {
  const { password = 'correct horse battery', ...rest } = fields;
  const id = newId();
  const email = rest.email ?? uniqueEmail();
  await t.database.db.insert(users).values({
    id,
    email,
    emailCanonical: canonicalMailbox(email),
    emailVerifiedAt: new Date(),
    passwordHash: await hashPassword(password),
    firstName: 'Asha',
    lastName: 'Traveller',
    referralCode: randomReferralCode(),
    ...rest,
  });
  const { token } = await t.app.sessions.create(id, { userAgent: 'vitest', ip: '127.0.0.1' });
  const client = t.client();
  client.cookies.set(SESSION_COOKIE, token);
  return { id, email, password, client, token };
}

/** The user changes their password in Settings, from their current one and confirmed; the answer as it comes. */
export function changePassword(user: TestUser, newPassword: string) {
  return user.client.post('/api/settings/change-password', {
    currentPassword: user.password,
    newPassword,
    confirmPassword: newPassword,
  });
}

/** GET /api/visa/search with these query parameters, as a visitor. */
export const visaSearch = (t: TestApp, query: Record<string, string>) =>
  t.client().get(`/api/visa/search?${new URLSearchParams(query)}`);
