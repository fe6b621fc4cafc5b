import type { DbOrTx } from '@db/client';
import { recoveryCodes, sessions, users } from '@db/schema/index';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';

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

/** Stores a new, not yet confirmed authenticator secret (two-factor stays off until confirmed). */
export async function setPendingTotpSecret(db: DbOrTx, userId: string, secret: string) {
  await db
    .update(users)
    .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)));
}

/** Switches two-factor on for the pending secret; false when it was already on or the secret changed. */
export async function enableTotp(db: DbOrTx, userId: string, secret: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ totpEnabledAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.totpSecret, secret), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function disableTotp(db: DbOrTx, userId: string) {
  await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, rows: Array<{ id: string; codeHash: string }>) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(rows.map((row) => ({ ...row, userId })));
}
