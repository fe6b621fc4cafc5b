import type { ReferralInfo } from '@contract/account/referrals';
import type { DbOrTx } from '@db/client';
import { newId } from '../../lib/ids';
import type { UserRow } from '../../lib/sessions';
import { paiseToRupees, recordTransaction } from '../wallet/service';
import * as repo from './repo';

const REFERRAL_CODE = /^[A-Z0-9]{6}$/;

export const referralLink = (publicUrl: string, code: string) => `${publicUrl}/signup?ref=${encodeURIComponent(code)}`;

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
  const referrer = await repo.userByReferralCode(db, code);
  if (!referrer || referrer.id === input.refereeId) return false;
  return db.transaction(async (tx) => {
    const recorded = await repo.insertInvite(tx, { id: newId(), referrerId: referrer.id, refereeId: input.refereeId });
    if (recorded) await repo.setReferredBy(tx, input.refereeId, referrer.id);
    return recorded;
  });
}

/**
 * Called once the referee's e-mail is verified: the invite becomes successful and the referrer's
 * wallet gets the reward as a 'referral' transaction, in one database transaction. Safe to call any
 * number of times, also concurrently: the reward is credited exactly once. Returns true for the
 * call that credited it.
 */
export async function rewardReferral(db: DbOrTx, refereeId: string, rewardPaise: number): Promise<boolean> {
  return db.transaction(async (tx) => {
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
 * Sign-up hook (auth's createAccount, inside its transaction): records the invite and, as every
 * new account's e-mail is already verified, rewards the referrer at once.
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
