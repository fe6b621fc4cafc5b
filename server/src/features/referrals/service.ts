import type { ReferralInfo } from '@contract/account/referrals';
import { paiseToRupees } from '@contract/money';
import type { DbOrTx } from '@db/client';
import { newId } from '../../lib/ids';
import {
  canonicalMailbox,
  findUserById,
  findUserByReferralCode,
  lockUser,
  mailboxUsedByOther,
  type UserRow,
  updateUser,
} from '../identity';
import { recordTransaction } from '../wallet';
import * as repo from './repo';

const REFERRAL_CODE = /^[A-Z0-9]{6}$/;

const referralLink = (publicUrl: string, code: string) => `${publicUrl}/signup?ref=${encodeURIComponent(code)}`;

export async function referralInfo(db: DbOrTx, user: UserRow, publicUrl: string): Promise<ReferralInfo> {
  const stats = await repo.statsFor(db, user.id);
  return {
    code: user.referralCode,
    link: referralLink(publicUrl, user.referralCode),
    totalInvites: stats.totalInvites,
    successful: stats.successful,
    credits: paiseToRupees(stats.creditsPaise),
  };
}

/**
 * Called by sign-up with the `ref` the new user came with: records the invite for the code's owner.
 * An unknown code, the user's own code or a second call for the same user records nothing.
 * Returns true when an invite was recorded.
 */
export async function recordReferredSignup(
  db: DbOrTx,
  input: { refereeId: string; code: string | null | undefined },
): Promise<boolean> {
  const code = input.code?.trim().toUpperCase();
  if (!code || !REFERRAL_CODE.test(code)) return false;
  const referrer = await findUserByReferralCode(db, code);
  if (!referrer || referrer.id === input.refereeId) return false;
  // name+1@…, n.a.m.e@gmail.com: the same inbox as an existing account is not a new friend.
  const referee = await findUserById(db, input.refereeId);
  if (!referee) return false;
  const mailbox = canonicalMailbox(referee.email);
  if (mailbox === canonicalMailbox(referrer.email)) return false;
  if (await mailboxUsedByOther(db, referee.id, mailbox)) return false;
  return db.transaction(async (tx) => {
    const recorded = await repo.insertInvite(tx, { id: newId(), referrerId: referrer.id, refereeId: input.refereeId });
    if (recorded) await updateUser(tx, input.refereeId, { referredBy: referrer.id });
    return recorded;
  });
}

/** Rewards a referrer collects in 24 hours at most; further invites stay unrewarded. */
const REFERRAL_REWARDS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Called whenever the referee proves an e-mail or a mobile: once both are verified the invite
 * becomes successful and the referrer's wallet gets the reward as a 'referral' transaction, in one
 * database transaction, unless the referrer already had 10 rewards in the last 24 hours. Safe to
 * call any number of times, also concurrently: the reward is credited exactly once. Returns true
 * for the call that credited it.
 */
export async function rewardReferral(db: DbOrTx, refereeId: string, rewardPaise: number): Promise<boolean> {
  const referee = await findUserById(db, refereeId);
  if (!referee?.emailVerifiedAt || !referee.mobileVerifiedAt) return false;
  return db.transaction(async (tx) => {
    const invite = await repo.pendingInviteOf(tx, refereeId);
    if (!invite) return false;
    await lockUser(tx, invite.referrerId);
    const recent = await repo.rewardsSince(tx, invite.referrerId, new Date(Date.now() - DAY_MS));
    if (recent >= REFERRAL_REWARDS_PER_DAY) return false;
    const referral = await repo.markSuccessful(tx, refereeId, rewardPaise);
    if (!referral) return false;
    if (rewardPaise > 0) {
      await recordTransaction(tx, {
        userId: referral.referrerId,
        type: 'referral',
        amountPaise: rewardPaise,
        remarks: 'Referral reward: a friend joined with your code',
        idempotencyKey: `referral:${referral.id}`,
      });
    }
    return true;
  });
}

/**
 * Sign-up hook (auth's createAccount, inside its transaction): records the invite; the reward
 * follows once the new account has verified both its e-mail and a mobile number.
 */
export async function onAccountCreated(
  tx: DbOrTx,
  user: Pick<UserRow, 'id' | 'emailVerifiedAt'>,
  ref: string | null | undefined,
  rewardPaise: number,
): Promise<void> {
  if (!(await recordReferredSignup(tx, { refereeId: user.id, code: ref }))) return;
  if (user.emailVerifiedAt) await rewardReferral(tx, user.id, rewardPaise);
}
