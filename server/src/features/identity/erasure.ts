import type { DbOrTx } from '@db/client';
import { recoveryCodes, sessions, users, verifications } from '@db/schema/index';
import { eq } from 'drizzle-orm';

/** The address a deleted account is left with: under .invalid (RFC 2606), so nothing is ever sent to it. */
export const erasedEmail = (userId: string) => `deleted-${userId.toLowerCase()}@erased.invalid`;

/** Not of the referral codes' shape (six capitals and digits), so a shared link of a deleted account invites nobody. */
const erasedReferralCode = (userId: string) => `erased-${userId.toLowerCase()}`;

/**
 * "Delete my account" (docs/privacy.md), identity's part, in the deletion transaction: every session ends, the
 * one-time codes and recovery codes go, the referral code stops inviting, and the row keeps only its id, role
 * and dates — the id is what the kept payments, invoices and audit entries point to. The old address and mobile
 * are free for a new sign-up.
 */
export async function eraseAccount(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(verifications).where(eq(verifications.userId, userId));
  const placeholder = erasedEmail(userId);
  await tx
    .update(users)
    .set({
      email: placeholder,
      emailCanonical: placeholder,
      emailVerifiedAt: null,
      passwordHash: null,
      firstName: '',
      lastName: '',
      country: null,
      picture: null,
      mobile: null,
      mobileVerifiedAt: null,
      googleSub: null,
      referredBy: null,
      referralCode: erasedReferralCode(userId),
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      welcomedAt: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
