import {
  PASSPORT_EXPIRED,
  type Profile,
  type ProfileSavedResponse,
  type ProfileUpdateParsed,
  REAUTH_REQUIRED,
  REAUTH_WRONG_CODE,
  REAUTH_WRONG_PASSWORD,
} from '@contract/account/profile';
import { todayInIndia } from '@contract/dates';
import type { Db, DbOrTx } from '@db/client';
import type { BaseLogger } from 'pino';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { isUniqueViolation } from '../../lib/pg-errors';
import { normaliseMobile } from '../../lib/phone';
import type { RateLimits } from '../../lib/rate-limiter';
import type { SessionStore } from '../identity';
import {
  acceptSecondFactor,
  checkCode,
  findUserByEmail,
  findUserById,
  findUserByMobile,
  issueCode,
  pendingCode,
  toPublicUser,
  type UserRow,
  updateUser,
  verifyPassword,
} from '../identity';
import { notifyUser, queueMessage } from '../notifications';
import { rewardReferral } from '../referrals';
import { contactCodeMessage, emailChangedNotice } from './messages';
import * as repo from './repo';

/** What changing a profile works with; the routes hand it over. */
export interface ProfileDeps {
  db: Db;
  rateLimits: RateLimits;
  sessions: SessionStore;
  productName: string;
  /** Named in the notice to the old address of a changed e-mail. */
  supportEmail: string;
  referralRewardPaise: number;
  log: Pick<BaseLogger, 'warn'>;
}

type ContactChannel = 'email' | 'mobile';

/** Verification types of a pending change of e-mail or mobile. */
const CODE_TYPE: Record<ContactChannel, string> = { email: 'change-email', mobile: 'change-mobile' };
const CODE_LENGTH = 6;

const EMAIL_TAKEN = 'This email is already used by another account.';
const MOBILE_TAKEN = 'This mobile number is already used by another account.';

async function loadUser(db: DbOrTx, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Account not found.');
  return user;
}

export async function profileOf(db: DbOrTx, userId: string): Promise<Profile> {
  const [user, row, pendingEmail, pendingMobile] = await Promise.all([
    loadUser(db, userId),
    repo.profileOf(db, userId),
    pendingCode(db, userId, CODE_TYPE.email),
    pendingCode(db, userId, CODE_TYPE.mobile),
  ]);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: Boolean(user.emailVerifiedAt),
    mobile: user.mobile,
    mobileVerified: Boolean(user.mobileVerifiedAt),
    pendingEmail: pendingEmail?.target ?? null,
    pendingMobile: pendingMobile?.target ?? null,
    dob: row?.dob ?? null,
    nationality: row?.nationality ?? null,
    maritalStatus: (row?.maritalStatus as Profile['maritalStatus']) ?? null,
    anniversary: row?.anniversary ?? null,
    address: row?.address ?? null,
    city: row?.city ?? null,
    state: row?.state ?? null,
    gstin: row?.gstin ?? null,
    passportNo: row?.passportNo ?? null,
    passportExpiry: row?.passportExpiry ?? null,
    issuingCountry: row?.issuingCountry ?? null,
    panCard: row?.panCard ?? null,
    domesticPlan: row?.domesticPlan ?? null,
    internationalPlan: row?.internationalPlan ?? null,
    avatarUrl: user.picture,
  };
}

export async function savedResponse(db: DbOrTx, userId: string): Promise<ProfileSavedResponse> {
  const [profile, user] = await Promise.all([profileOf(db, userId), loadUser(db, userId)]);
  return { profile, user: toPublicUser(user) };
}

/** Whether the account found (by e-mail or mobile) is someone else's. */
const takenByOther = async (owner: Promise<UserRow | undefined>, userId: string) => {
  const found = await owner;
  return Boolean(found && found.id !== userId);
};

interface ContactChanges {
  email?: string;
  mobile?: string;
}

/** The e-mail/mobile in the form that differ from the account's; refused when another account has them. */
async function contactChanges(deps: ProfileDeps, user: UserRow, body: ProfileUpdateParsed): Promise<ContactChanges> {
  const { db } = deps;
  const changes: ContactChanges = {};
  if (body.email && body.email !== user.email) {
    if (await takenByOther(findUserByEmail(db, body.email), user.id)) throw conflict(EMAIL_TAKEN);
    changes.email = body.email;
  }
  if (body.mobile) {
    const mobile = normaliseMobile(body.mobile);
    if (mobile !== user.mobile) {
      if (await takenByOther(findUserByMobile(db, mobile), user.id)) throw conflict(MOBILE_TAKEN);
      changes.mobile = mobile;
    }
  }
  return changes;
}

/** A passport expiry being entered must lie ahead; one saved earlier may since have passed and stays as it is. */
async function refuseNewPastExpiry(deps: ProfileDeps, userId: string, expiry: string | null | undefined) {
  if (!expiry || expiry > todayInIndia()) return;
  const saved = await repo.profileOf(deps.db, userId);
  if (saved?.passportExpiry !== expiry) throw badRequest(PASSPORT_EXPIRED, { passportExpiry: PASSPORT_EXPIRED });
}

/** Codes for a new e-mail or mobile go to an address not yet proven to be the caller's: bounded like sign-up codes. */
const CONTACT_CODE_LIMITS = {
  perAccount: { name: 'contact-code-account', points: 6, durationSeconds: 60 * 60 },
  perIp: { name: 'contact-code-ip', points: 30, durationSeconds: 60 * 60 },
};

const limitContactCodes = (deps: ProfileDeps, userId: string, ip: string) =>
  deps.rateLimits.consume([CONTACT_CODE_LIMITS.perAccount, userId], [CONTACT_CODE_LIMITS.perIp, ip]);

const REAUTH_TRIES = { name: 'profile-reauth-account', points: 10, durationSeconds: 15 * 60 };
const NO_WAY_TO_REAUTH =
  "To change your email or mobile, first set a password with 'Forgot password' on the login page, or turn on two-factor authentication.";

const noWayToReauth = () =>
  new AppError('UNPROCESSABLE', NO_WAY_TO_REAUTH, { fields: { currentPassword: NO_WAY_TO_REAUTH } });

/**
 * A new e-mail or mobile is the first step of taking an account over (then "forgot password"
 * goes to the new address): the caller proves again that they hold the account, with the
 * current password or a fresh two-factor code.
 */
async function confirmAccountHolder(
  deps: ProfileDeps,
  user: UserRow,
  proof: { currentPassword?: string; twoFactorCode?: string },
): Promise<void> {
  const hasTwoFactor = Boolean(user.totpEnabledAt && user.totpSecret);
  if (!proof.currentPassword && !(proof.twoFactorCode && hasTwoFactor)) {
    if (!user.passwordHash && !hasTwoFactor) throw noWayToReauth();
    throw badRequest(REAUTH_REQUIRED, { currentPassword: REAUTH_REQUIRED });
  }
  await deps.rateLimits.consume([REAUTH_TRIES, user.id]);
  if (proof.currentPassword) {
    if (!user.passwordHash) throw noWayToReauth();
    if (!(await verifyPassword(user.passwordHash, proof.currentPassword))) {
      throw badRequest(REAUTH_WRONG_PASSWORD, { currentPassword: REAUTH_WRONG_PASSWORD });
    }
  } else if (!(await acceptSecondFactor(deps.db, user.id, user.totpSecret!, proof.twoFactorCode!))) {
    throw badRequest(REAUTH_WRONG_CODE, { twoFactorCode: REAUTH_WRONG_CODE });
  }
  await deps.rateLimits.reset(REAUTH_TRIES, user.id);
}

/**
 * Saves the profile. The names and travel details apply at once; a new e-mail or mobile gets a
 * code and applies only once that code comes back (verifyContact). A refused request saves nothing.
 */
export async function updateProfile(
  deps: ProfileDeps,
  userId: string,
  body: ProfileUpdateParsed,
  ip: string,
): Promise<ProfileSavedResponse> {
  const user = await loadUser(deps.db, userId);
  await refuseNewPastExpiry(deps, userId, body.passportExpiry);
  const changes = await contactChanges(deps, user, body);
  if (changes.email || changes.mobile) {
    await confirmAccountHolder(deps, user, body);
    await limitContactCodes(deps, userId, ip);
  }
  const {
    email: _email,
    mobile: _mobile,
    currentPassword: _password,
    twoFactorCode: _code,
    firstName,
    lastName,
    ...details
  } = body;
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, userId, { firstName, lastName });
    await repo.saveProfile(tx, userId, details);
  });
  await deps.sessions.userChanged(userId);
  if (changes.email) await startContactChange(deps, user, 'email', changes.email);
  if (changes.mobile) await startContactChange(deps, user, 'mobile', changes.mobile);
  return savedResponse(deps.db, userId);
}

/** Sends a code to the new address unless one for that same address is still pending. */
async function startContactChange(deps: ProfileDeps, user: UserRow, channel: ContactChannel, target: string) {
  const pending = await pendingCode(deps.db, user.id, CODE_TYPE[channel]);
  if (pending?.target === target) return;
  await sendContactCode(deps, user, channel, target);
}

async function sendContactCode(deps: ProfileDeps, user: UserRow, channel: ContactChannel, target: string) {
  const { code } = await issueCode(deps.db, {
    type: CODE_TYPE[channel],
    target,
    length: CODE_LENGTH,
    userId: user.id,
    binding: user.id,
    perUser: true,
  });
  await queueMessage(deps.db, contactCodeMessage(deps.productName, user, { channel, target, code }));
}

/** A fresh code for the pending change (at most one every 30 s). */
export async function resendContactCode(deps: ProfileDeps, userId: string, channel: ContactChannel, ip: string) {
  const user = await loadUser(deps.db, userId);
  const pending = await pendingCode(deps.db, userId, CODE_TYPE[channel]);
  if (!pending) throw notFound(`There is no ${channel === 'email' ? 'email' : 'mobile'} change waiting for a code.`);
  await limitContactCodes(deps, userId, ip);
  await sendContactCode(deps, user, channel, pending.target);
  return { profile: await profileOf(deps.db, userId) };
}

/** Applies the pending e-mail or mobile once its code is right. */
export async function verifyContact(
  deps: ProfileDeps,
  userId: string,
  channel: ContactChannel,
  code: string,
): Promise<ProfileSavedResponse> {
  const { db } = deps;
  const user = await loadUser(deps.db, userId);
  const pending = await pendingCode(db, userId, CODE_TYPE[channel]);
  if (!pending) throw notFound(`There is no ${channel === 'email' ? 'email' : 'mobile'} change waiting for a code.`);
  await checkCode(db, {
    types: [CODE_TYPE[channel]],
    target: pending.target,
    code,
    binding: userId,
    userId,
    consume: true,
  });
  if (channel === 'email') {
    if (await takenByOther(findUserByEmail(db, pending.target), userId)) throw conflict(EMAIL_TAKEN);
    await updateUser(db, userId, { email: pending.target, emailVerifiedAt: new Date() }).catch(
      rethrowTaken(EMAIL_TAKEN),
    );
    await noticeToOldEmail(deps, user, pending.target);
    await notifyUser(db, {
      kind: 'email-changed',
      userId,
      dedupeKey: `email-changed:${userId}:${newId()}`,
      data: { newEmail: pending.target },
    });
  } else {
    if (await takenByOther(findUserByMobile(db, pending.target), userId)) throw conflict(MOBILE_TAKEN);
    await updateUser(db, userId, { mobile: pending.target, mobileVerifiedAt: new Date() }).catch(
      rethrowTaken(MOBILE_TAKEN),
    );
    await notifyUser(db, {
      kind: 'mobile-changed',
      userId,
      dedupeKey: `mobile-changed:${userId}:${newId()}`,
      data: {},
    });
  }
  await deps.sessions.userChanged(userId);
  await rewardReferral(db, userId, deps.referralRewardPaise);
  return savedResponse(deps.db, userId);
}

/** Another account took the address between our check and the update (unique index). */
const rethrowTaken = (message: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? conflict(message) : error;
};

async function noticeToOldEmail(deps: ProfileDeps, user: UserRow, newEmail: string) {
  try {
    await queueMessage(
      deps.db,
      emailChangedNotice(deps.productName, user, { newEmail, supportEmail: deps.supportEmail }),
    );
  } catch (error) {
    deps.log.warn({ err: error }, 'email-change notice not sent');
  }
}
