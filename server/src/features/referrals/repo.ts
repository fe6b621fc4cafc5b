import type { DbOrTx } from '@db/client';
import { referrals, users } from '@db/schema/index';
import { and, count, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';

export async function userByReferralCode(db: DbOrTx, code: string) {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.referralCode, code));
  return row;
}

/** Whether an account other than this one already has the mailbox (as stored, or by its exact address). */
export async function mailboxUsedByOther(db: DbOrTx, userId: string, mailbox: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, userId), or(eq(users.emailCanonical, mailbox), eq(users.email, mailbox))))
    .limit(1);
  return Boolean(row);
}

/** Accounts stored before e-mail mailboxes were kept (or inserted around the repository). */
export async function usersWithoutMailbox(db: DbOrTx, limit: number) {
  return db.select({ id: users.id, email: users.email }).from(users).where(isNull(users.emailCanonical)).limit(limit);
}

export async function setMailbox(db: DbOrTx, userId: string, mailbox: string) {
  await db.update(users).set({ emailCanonical: mailbox }).where(eq(users.id, userId));
}

/** The referee's invite still waiting for its reward. */
export async function pendingInviteOf(db: DbOrTx, refereeId: string) {
  const [row] = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.refereeId, refereeId), eq(referrals.status, 'invited')));
  return row;
}

/** Serialises reward decisions for one referrer (the daily cap is counted under this lock). */
export async function lockUser(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
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

export async function setReferredBy(db: DbOrTx, refereeId: string, referrerId: string) {
  await db.update(users).set({ referredBy: referrerId, updatedAt: new Date() }).where(eq(users.id, refereeId));
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
