import type { DbOrTx } from '@db/client';
import { sessions, users } from '@db/schema/index';
import { eq } from 'drizzle-orm';

/** Secrets of the account itself (password and token hashes, the TOTP seed) are never exported. */
const SECRET_COLUMN = /hash|secret/i;
const withoutSecrets = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key)));

/** "Download my data" (privacy module): the account and its signed-in sessions, without their secrets. */
export async function accountForExport(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const rows = await db.select().from(sessions).where(eq(sessions.userId, userId));
  return { account: user ? withoutSecrets(user) : null, sessions: rows.map(withoutSecrets) };
}
