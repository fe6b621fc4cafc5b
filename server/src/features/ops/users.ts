import { paiseToRupees, rupeesToPaise } from '@contract/money';
import type { OpsUser } from '@contract/ops/console';
import type { Role } from '@contract/ops/roles';
import type { DbOrTx } from '@db/client';
import { conflict, notFound } from '../../lib/app-error';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { mask } from '../../lib/mask';
import { applicationsOfOwner, ownersOfReference } from '../applications';
import type { SessionStore } from '../identity';
import { findUserById, searchUsers as findUsers, grantRole, liveSessionsOf, type UserRow } from '../identity';
import { profileOf } from '../profile';
import { referralStatsFor } from '../referrals';
import { balanceOf, recordTransaction, toPublicTransaction, transactionsAnswer, transactionsPage } from '../wallet';
import { assertUserInQueue } from './need-to-know';

const MAX_HITS = 25;

/** The first page of a user's applications and wallet the user page embeds; the rest come from their own lists. */
const USER_PAGE_SIZE = 50;

const hit = (row: UserRow) => ({
  id: row.id,
  email: row.email,
  name: [row.firstName, row.lastName].filter(Boolean).join(' '),
  mobile: row.mobile,
  role: row.role as Role,
  createdAt: row.createdAt.toISOString(),
});

/** By e-mail, mobile, name or one of their application references. */
export async function searchUsers(db: DbOrTx, q: string) {
  return { items: (await findUsers(db, q, MAX_HITS, await ownersOfReference(db, q))).map(hit) };
}

async function userOrNotFound(db: DbOrTx, id: string) {
  const row = await findUserById(db, id);
  if (!row) throw notFound('User not found.');
  return row;
}

async function walletOf(db: DbOrTx, id: string) {
  const { items, nextCursor } = await transactionsPage(db, id, USER_PAGE_SIZE);
  return { balance: paiseToRupees(await balanceOf(db, id)), transactions: items, nextCursor };
}

export async function userDetail(db: DbOrTx, id: string, currentSessionId: string): Promise<OpsUser> {
  const row = await userOrNotFound(db, id);
  const profile = await profileOf(db, id);
  const apps = await applicationsOfOwner(db, id, { limit: USER_PAGE_SIZE });
  const referred = await referralStatsFor(db, id);
  const referrer = row.referredBy ? await findUserById(db, row.referredBy) : undefined;
  const sessions = await liveSessionsOf(db, id);
  return {
    user: {
      ...hit(row),
      emailVerified: Boolean(row.emailVerifiedAt),
      twoFAEnabled: Boolean(row.totpEnabledAt),
      country: row.country,
      passportNo: mask(profile?.passportNo ?? null, 3),
      pan: mask(profile?.panCard ?? null, 4),
    },
    applications: apps.items,
    applicationsNextCursor: apps.nextCursor,
    wallet: await walletOf(db, id),
    referrals: { code: row.referralCode, referredBy: referrer?.email ?? null, referred: referred.totalInvites },
    sessions: sessions.map((session) => ({
      id: session.id,
      deviceName: session.deviceName,
      ip: session.ip,
      lastActive: session.lastActiveAt.toISOString(),
      current: session.id === currentSessionId,
    })),
  };
}

/** A page of a user's applications past the draft, newest first (the user page's "Load more"). */
export async function userApplications(db: DbOrTx, id: string, query: { cursor?: string; limit: number }) {
  await userOrNotFound(db, id);
  return applicationsOfOwner(db, id, query);
}

/** A page of a user's wallet, newest first, as the database wrote it (the user page's "Load more"). */
export async function userWallet(db: DbOrTx, id: string, query: { cursor?: string; limit: number }) {
  await userOrNotFound(db, id);
  return transactionsAnswer(db, id, query);
}

/**
 * The unmasked passport number or PAN; every reveal is audited. A support operator needs one of the
 * user's applications in their queue (need-to-know.ts), else 403.
 */
export async function reveal(db: DbOrTx, actor: OperatorActor, id: string, field: 'passportNo' | 'pan') {
  await userOrNotFound(db, id);
  await assertUserInQueue(db, actor, id);
  const profile = await profileOf(db, id);
  const value = (field === 'pan' ? profile?.panCard : profile?.passportNo) ?? null;
  await recordAudit(db, actor, { action: `user.reveal.${field}`, targetType: 'user', targetId: id });
  return { field, value };
}

export async function revokeSession(
  db: DbOrTx,
  store: SessionStore,
  actor: OperatorActor,
  userId: string,
  sessionId: string,
) {
  await userOrNotFound(db, userId);
  if (!(await store.revoke(userId, sessionId))) throw notFound('Session not found.');
  await recordAudit(db, actor, {
    action: 'user.session.revoke',
    targetType: 'user',
    targetId: userId,
    before: { sessionId },
  });
}

export async function revokeAllSessions(db: DbOrTx, store: SessionStore, actor: OperatorActor, userId: string) {
  await userOrNotFound(db, userId);
  const before = (await liveSessionsOf(db, userId)).length;
  await store.revokeAll(userId);
  await recordAudit(db, actor, {
    action: 'user.session.revoke-all',
    targetType: 'user',
    targetId: userId,
    before: { sessions: before },
    after: { sessions: 0 },
  });
}

/** Admin: a credit or debit through the ledger (same limits; a debit never goes below zero), audited with its reason. */
export async function adjustWallet(
  db: DbOrTx,
  actor: OperatorActor,
  userId: string,
  input: { type: 'credit' | 'debit'; amount: number; reason: string; idempotencyKey?: string },
) {
  await userOrNotFound(db, userId);
  return db.transaction(async (tx) => {
    const before = await balanceOf(tx, userId);
    const result = await recordTransaction(tx, {
      userId,
      type: input.type,
      amountPaise: rupeesToPaise(input.amount),
      remarks: input.reason,
      idempotencyKey: input.idempotencyKey ? `ops:${input.idempotencyKey}` : undefined,
    });
    if (!result.replayed) {
      await recordAudit(tx, actor, {
        action: `wallet.${input.type}`,
        targetType: 'user',
        targetId: userId,
        before: { balance: paiseToRupees(before) },
        after: { balance: paiseToRupees(result.balancePaise), amount: input.amount, reason: input.reason },
      });
    }
    return { transaction: toPublicTransaction(result.transaction), balance: paiseToRupees(result.balancePaise) };
  });
}

/**
 * Admin: grants or takes back a role; an admin cannot change their own (no locking oneself out). The user's
 * cached sessions are dropped so that their role and idle timeout are read afresh in every process.
 */
export async function changeRole(
  db: DbOrTx,
  store: SessionStore,
  actor: OperatorActor & { id: string },
  userId: string,
  role: Role,
) {
  if (userId === actor.id) throw conflict('You cannot change your own role.');
  const row = await userOrNotFound(db, userId);
  const change = await grantRole(db, row.email, role, actor);
  await store.userChanged(change.userId);
  return { id: change.userId, role: change.after };
}
