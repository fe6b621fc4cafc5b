import type { DbOrTx } from '@db/client';
import { verifications } from '@db/schema/index';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';

const SSO_TYPE = 'sso';

export async function insertHandoffToken(
  db: DbOrTx,
  row: { id: string; userId: string; secretHash: string; expiresAt: Date; data: unknown },
): Promise<void> {
  await db.insert(verifications).values({
    id: row.id,
    type: SSO_TYPE,
    target: row.userId,
    userId: row.userId,
    secretHash: row.secretHash,
    data: row.data,
    expiresAt: row.expiresAt,
  });
}

/** Marks an unspent, unexpired token as used in one statement, so two exchanges can never both win. */
export async function spendHandoffToken(db: DbOrTx, secretHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(verifications)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(verifications.type, SSO_TYPE),
        eq(verifications.secretHash, secretHash),
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: verifications.userId });
  return row?.userId ?? undefined;
}

/** Spent and expired hand-off tokens are of no further use. */
export async function deleteStaleHandoffTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.type, SSO_TYPE),
        eq(verifications.target, userId),
        or(lt(verifications.expiresAt, sql`now()`), sql`${verifications.usedAt} is not null`),
      ),
    );
}
