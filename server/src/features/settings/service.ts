import { RECOVERY_CODE_COUNT, type Settings, type TwoFactorEnrolment } from '@contract/account/settings';
import type { Db, DbOrTx } from '@db/client';
import { conflict, notFound, unprocessable } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { RateLimits } from '../../lib/rate-limiter';
import type { AuthContext, SessionStore, UserRow } from '../identity';
import {
  acceptSecondFactor,
  acceptTotp,
  disableTotp,
  enableTotp,
  findUserById,
  hashPassword,
  hashRecoveryCode,
  liveSessionsOf,
  markWelcomed as markUserWelcomed,
  newTotpSecret,
  refuseCommonPassword,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  totpQrDataUrl,
  totpUri,
  updateUser,
  verifyPassword,
} from '../identity';
import { notifyUser, pushSessionsOf, type UserNotification } from '../notifications';

const PASSWORD_TRIES = { name: 'settings-password', points: 10, durationSeconds: 15 * 60 };
const TWO_FACTOR_TRIES = { name: 'settings-2fa', points: 10, durationSeconds: 15 * 60 };
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** What the settings services work with; the routes hand it over. */
export interface SettingsDeps {
  db: Db;
  rateLimits: RateLimits;
  sessions: SessionStore;
  /** The issuer the authenticator app shows. */
  productName: string;
}

const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
const WRONG_2FA_CODE = 'That code is not valid. Check your authenticator app and try again.';

export async function settings(db: DbOrTx, auth: AuthContext): Promise<Settings> {
  const [rows, user, push] = await Promise.all([
    liveSessionsOf(db, auth.userId),
    findUserById(db, auth.userId),
    pushSessionsOf(db, auth.userId),
  ]);
  return {
    devices: rows.map((row) => ({
      id: row.id,
      deviceName: row.deviceName,
      ip: row.ip,
      lastActive: row.lastActiveAt.toISOString(),
      current: row.id === auth.sessionId,
      push: push.has(row.id),
    })),
    twoFAEnabled: Boolean(user?.totpEnabledAt),
  };
}

/** Checks the current password, sets the new one and signs out every other session. */
export async function changePassword(
  deps: SettingsDeps,
  auth: AuthContext,
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  await deps.rateLimits.consume([PASSWORD_TRIES, auth.userId]);
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw notFound('Account not found.');
  if (!user.passwordHash) {
    throw unprocessable("Your account has no password yet. Use 'Forgot password' on the login page to set one.");
  }
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw unprocessable(WRONG_CURRENT_PASSWORD);
  }
  refuseCommonPassword(body.newPassword, 'newPassword');
  await updateUser(deps.db, auth.userId, { passwordHash: await hashPassword(body.newPassword) });
  await deps.sessions.revokeAll(auth.userId, { except: auth.sessionId });
  await deps.rateLimits.reset(PASSWORD_TRIES, auth.userId);
  await securityNotice(deps.db, auth.userId, { kind: 'password-changed', data: {} });
}

/** A security notice: in-app, e-mail and SMS whatever the preferences say. */
function securityNotice(db: DbOrTx, userId: string, event: SecurityEvent) {
  return notifyUser(db, { ...event, userId, dedupeKey: `${event.kind}:${userId}:${newId()}` } as UserNotification);
}

type SecurityEvent =
  | { kind: 'password-changed'; data: Record<string, never> }
  | { kind: 'two-factor-changed'; data: { enabled: boolean } };

/** Starts enrolment: a new secret that only takes effect after one valid code (confirmTwoFactor). */
export async function startTwoFactor(deps: SettingsDeps, auth: AuthContext): Promise<TwoFactorEnrolment> {
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw notFound('Account not found.');
  if (user.totpEnabledAt) throw conflict('Two-factor authentication is already enabled.');
  const secret = newTotpSecret();
  await setPendingTotpSecret(deps.db, auth.userId, secret);
  await deps.sessions.userChanged(auth.userId);
  const otpauthUrl = totpUri(secret, deps.productName, user.email);
  return { enabled: false, secret, otpauthUrl, qrDataUrl: await totpQrDataUrl(otpauthUrl) };
}

function newRecoveryCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const chars = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The first valid code switches two-factor on and yields 10 recovery codes, shown this once. */
export async function confirmTwoFactor(deps: SettingsDeps, auth: AuthContext, code: string) {
  await deps.rateLimits.consume([TWO_FACTOR_TRIES, auth.userId]);
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw notFound('Account not found.');
  if (user.totpEnabledAt) throw conflict('Two-factor authentication is already enabled.');
  if (!user.totpSecret) throw unprocessable('Start the two-factor set-up first.');
  if (!(await acceptTotp(deps.db, auth.userId, user.totpSecret, code))) throw unprocessable(WRONG_2FA_CODE);

  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const enabled = await deps.db.transaction(async (tx) => {
    if (!(await enableTotp(tx, auth.userId, user.totpSecret!))) return false;
    await replaceRecoveryCodes(
      tx,
      auth.userId,
      recoveryCodes.map((recovery) => ({ id: newId(), codeHash: hashRecoveryCode(recovery) })),
    );
    await securityNotice(tx, auth.userId, { kind: 'two-factor-changed', data: { enabled: true } });
    return true;
  });
  if (!enabled) throw conflict('Two-factor authentication was changed meanwhile. Please start again.');
  await deps.sessions.userChanged(auth.userId);
  await deps.rateLimits.reset(TWO_FACTOR_TRIES, auth.userId);
  return { enabled: true as const, recoveryCodes };
}

/** Switches two-factor off; needs a current authenticator code or a recovery code. */
export async function disableTwoFactor(deps: SettingsDeps, auth: AuthContext, code: string) {
  await deps.rateLimits.consume([TWO_FACTOR_TRIES, auth.userId]);
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw notFound('Account not found.');
  if (!user.totpEnabledAt || !user.totpSecret) {
    // An unfinished enrolment is simply dropped.
    await disableTotp(deps.db, auth.userId);
    await deps.sessions.userChanged(auth.userId);
    return { enabled: false };
  }
  if (!(await acceptSecondFactor(deps.db, auth.userId, user.totpSecret, code))) throw unprocessable(WRONG_2FA_CODE);
  await deps.db.transaction(async (tx) => {
    await disableTotp(tx, auth.userId);
    await securityNotice(tx, auth.userId, { kind: 'two-factor-changed', data: { enabled: false } });
  });
  await deps.sessions.userChanged(auth.userId);
  await deps.rateLimits.reset(TWO_FACTOR_TRIES, auth.userId);
  return { enabled: false };
}

/** Signs one of the user's sessions out at once; another user's session answers 404. */
export async function removeDevice(deps: SettingsDeps, auth: AuthContext, sessionId: string): Promise<void> {
  if (!(await deps.sessions.revoke(auth.userId, sessionId))) throw notFound('Device not found.');
}

/** The welcome pop-up was shown: the account is not greeted again, in this browser or another. */
export async function markWelcomed(deps: SettingsDeps, auth: AuthContext): Promise<UserRow> {
  await markUserWelcomed(deps.db, auth.userId);
  await deps.sessions.userChanged(auth.userId);
  const user = await findUserById(deps.db, auth.userId);
  if (!user) throw notFound('Account not found.');
  return user;
}
