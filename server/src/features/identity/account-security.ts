import type { DbOrTx } from '@db/client';
import { recoveryCodes, sessions, users } from '@db/schema/index';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { clearTotp } from './users';

export const liveSessionsOf = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date()),
        sql`${sessions.lastActiveAt} + ${sessions.idleTimeoutSeconds} * interval '1 second' > now()`,
      ),
    )
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt));

export async function disableTotp(db: DbOrTx, userId: string) {
  await clearTotp(db, userId);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, rows: Array<{ id: string; codeHash: string }>) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(rows.map((row) => ({ ...row, userId })));
}

/** Records the first showing of the welcome pop-up; a later call keeps the first time. */
export async function markWelcomed(db: DbOrTx, userId: string) {
  await db
    .update(users)
    .set({ welcomedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.welcomedAt)));
}

/** Whether the user has a live session opened or last used from this address. */
export async function hasSessionFrom(db: DbOrTx, userId: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return Boolean(row);
}
