import { EXPORT_WRONG_PASSWORD } from '@contract/account/privacy';
import type { DbOrTx } from '@db/client';
import { AppError, badRequest } from '../../lib/app-error';
import type { RateLimits } from '../../lib/rate-limiter';
import { findUserById, verifyPassword } from '../identity';

/** Ten tries per quarter of an hour, counted per action (export, deletion) and account. */
const TRIES = { points: 10, durationSeconds: 15 * 60 };

/**
 * The password again before an export or a deletion: the caller proves they hold the account, not just a session.
 * An account without a password (Google only) is refused with `noPassword`, asking to set one first.
 */
export async function confirmPassword(
  deps: { db: DbOrTx; rateLimits: RateLimits },
  action: { name: string; noPassword: string },
  userId: string,
  password: string,
): Promise<void> {
  const tries = { ...TRIES, name: action.name };
  await deps.rateLimits.consume([tries, userId]);
  const user = await findUserById(deps.db, userId);
  if (!user?.passwordHash) {
    throw new AppError('UNPROCESSABLE', action.noPassword, { fields: { password: action.noPassword } });
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest(EXPORT_WRONG_PASSWORD, { password: EXPORT_WRONG_PASSWORD });
  }
  await deps.rateLimits.reset(tries, userId);
}
