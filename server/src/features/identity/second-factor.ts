import type { DbOrTx } from '@db/client';
import { recoveryCodes } from '@db/schema/index';
import { and, eq, isNull } from 'drizzle-orm';
import { recoveryCodeMatches } from './recovery-codes';
import { totpStepOf } from './totp';
import { advanceTotpStep } from './users';

/**
 * Accepts an authenticator code at most once: the user's last accepted time step only moves
 * forward, in one conditional update, so a code seen by someone else cannot be replayed.
 */
export async function acceptTotp(db: DbOrTx, userId: string, secret: string, code: string): Promise<boolean> {
  const step = await totpStepOf(secret, code.trim());
  if (step === null) return false;
  return advanceTotpStep(db, userId, step);
}

/** Spends one unused recovery code that matches; false when none does (or it was spent meanwhile). */
async function spendRecoveryCode(db: DbOrTx, userId: string, code: string): Promise<boolean> {
  const unused = await db
    .select()
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await recoveryCodeMatches(row.codeHash, code))) continue;
    const spent = await db
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(recoveryCodes.id, row.id), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return spent.length > 0;
  }
  return false;
}

/** A second factor: a fresh authenticator code, or else a single-use recovery code. */
export async function acceptSecondFactor(db: DbOrTx, userId: string, secret: string, code: string): Promise<boolean> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) return acceptTotp(db, userId, secret, trimmed);
  return spendRecoveryCode(db, userId, trimmed);
}
