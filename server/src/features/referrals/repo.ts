import type { DbOrTx } from '@db/client';
import { referrals } from '@db/schema/index';
import { and, count, eq, gt, sql } from 'drizzle-orm';

/** The referee's invite still waiting for its reward. */
export async function pendingInviteOf(db: DbOrTx, refereeId: string) {
  const [row] = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.refereeId, refereeId), eq(referrals.status, 'invited')));
  return row;
}

export async function rewardsSince(db: DbOrTx, referrerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referrals)
    .where(
      and(eq(referrals.referrerId, referrerId), eq(referrals.status, 'successful'), gt(referrals.creditedAt, since)),
    );
  return Number(row?.n ?? 0);
}

/** One invite per referee: a second call for the same referee adds nothing. */
export async function insertInvite(db: DbOrTx, values: typeof referrals.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(referrals)
    .values(values)
    .onConflictDoNothing({ target: referrals.refereeId })
    .returning({ id: referrals.id });
  return inserted.length > 0;
}

/**
 * Moves the referee's invite from 'invited' to 'successful'. Only one caller can win: the status
 * condition is re-checked on the locked row, so a concurrent second call updates nothing.
 */
export async function markSuccessful(db: DbOrTx, refereeId: string, rewardPaise: number) {
  const [row] = await db
    .update(referrals)
    .set({ status: 'successful', rewardPaise, creditedAt: new Date() })
    .where(and(eq(referrals.refereeId, refereeId), eq(referrals.status, 'invited')))
    .returning({ id: referrals.id, referrerId: referrals.referrerId });
  return row;
}

export async function statsFor(db: DbOrTx, referrerId: string) {
  const [row] = await db
    .select({
      totalInvites: count(),
      successful: sql<number>`count(*) filter (where ${referrals.status} = 'successful')`,
      creditsPaise: sql<string>`coalesce(sum(${referrals.rewardPaise}), 0)`,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, referrerId));
  return {
    totalInvites: Number(row?.totalInvites ?? 0),
    successful: Number(row?.successful ?? 0),
    creditsPaise: Number(row?.creditsPaise ?? 0),
  };
}
