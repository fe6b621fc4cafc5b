import type { DbOrTx } from '@db/client';
import { profiles, sessions } from '@db/schema/index';
import { and, eq, gt } from 'drizzle-orm';

/** Whether the user has a live session opened or last used from this address. */
export async function hasSessionFrom(db: DbOrTx, userId: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return Boolean(row);
}

/** The country chosen at sign-up starts the profile as its nationality. */
export async function insertProfileNationality(db: DbOrTx, userId: string, nationality: string): Promise<void> {
  await db.insert(profiles).values({ userId, nationality }).onConflictDoNothing();
}
