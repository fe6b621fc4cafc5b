import type { DbOrTx } from '@db/client';
import { AppError, badRequest, rateLimited } from '../../lib/app-error';
import {
  acceptSecondFactor,
  findByToken,
  findUserById,
  issueToken,
  markUsed,
  recordAttempt,
  type UserRow,
} from '../identity';
import { AuthLimits } from './limits';
import type { AuthDeps } from './service';

export type LoginMethod = 'password' | 'google' | 'mobile';

export type LoginOutcome =
  | { kind: 'signed-in'; user: UserRow; method: LoginMethod }
  | { kind: 'two-factor'; pendingToken: string };

export const PENDING_LOGIN_TYPE = '2fa-login';
export const PENDING_LOGIN_TTL_MS = 5 * 60_000;

const LOGIN_EXPIRED = 'Your login has expired. Please log in again.';
const WRONG_CODE = 'Invalid code. Enter the 6-digit code from your authenticator app or a recovery code.';

const hasTwoFactor = (user: UserRow) => Boolean(user.totpEnabledAt && user.totpSecret);

/**
 * The last step of every login (password, Google, mobile): with two-factor on, the session waits
 * for a code and the caller gets a pending-login token for an httpOnly cookie instead.
 */
export async function beginLogin(db: DbOrTx, user: UserRow, method: LoginMethod): Promise<LoginOutcome> {
  if (!hasTwoFactor(user)) return { kind: 'signed-in', user, method };
  const { token } = await issueToken(db, {
    type: PENDING_LOGIN_TYPE,
    target: user.id,
    userId: user.id,
    ttlMs: PENDING_LOGIN_TTL_MS,
    data: { method },
    keepOthers: true,
  });
  return { kind: 'two-factor', pendingToken: token };
}

/** Completes a pending login with a TOTP code or a single-use recovery code. */
export async function completeSecondFactor(
  deps: Pick<AuthDeps, 'db' | 'rateLimits'>,
  input: { pendingToken: string | undefined; code: string; ip: string },
): Promise<LoginOutcome & { kind: 'signed-in' }> {
  const { db } = deps;
  await deps.rateLimits.consume([AuthLimits.twoFactorPerIp, input.ip]);
  const pending = input.pendingToken
    ? await findByToken(db, { type: PENDING_LOGIN_TYPE, token: input.pendingToken })
    : undefined;
  if (!pending?.userId) throw new AppError('UNAUTHENTICATED', LOGIN_EXPIRED);
  await deps.rateLimits.consume([AuthLimits.twoFactorPerAccount, pending.userId]);
  if (!(await recordAttempt(db, pending.id))) throw rateLimited(1, 'Too many wrong codes. Please log in again.');

  const user = await findUserById(db, pending.userId);
  if (!user || !hasTwoFactor(user)) throw new AppError('UNAUTHENTICATED', LOGIN_EXPIRED);
  const code = input.code.trim();
  const valid = await acceptSecondFactor(db, user.id, user.totpSecret!, code);
  if (!valid) throw badRequest(WRONG_CODE);
  if (!(await markUsed(db, pending.id))) throw new AppError('UNAUTHENTICATED', LOGIN_EXPIRED);
  const method = ((pending.data as { method?: LoginMethod } | null)?.method ?? 'password') as LoginMethod;
  return { kind: 'signed-in', user, method };
}
