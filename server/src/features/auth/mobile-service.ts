import { LOGIN_OTP_LENGTH, OTP_LENGTH } from '@contract/auth-limits';
import { badRequest, conflict, unauthenticated, unprocessable } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { normaliseMobile } from '../../lib/phone';
import {
  CODE_TTL_MS,
  checkCode,
  consumeVerified,
  findUserById,
  findUserByMobile,
  hasSessionFrom,
  issueCode,
  latestUnused,
  type UserRow,
  updateUser,
  VERIFIED_WINDOW_MS,
} from '../identity';
import { notifyUser, queueMessage } from '../notifications';
import { rewardReferral } from '../referrals';
import { AuthLimits, mobileLoginDelaySeconds } from './limits';
import { beginLogin, type LoginOutcome } from './login-outcome';
import { loginCodeSms, verifyMobileCodeSms } from './messages';
import type { AuthDeps, ClientInfo } from './service';

/** login-mobile: 4-digit code to sign in with a registered number; verify-mobile: 6 digits to add a number. */
type MobileCodeType = 'login-mobile' | 'verify-mobile';
const MOBILE_CODE_TYPES: MobileCodeType[] = ['login-mobile', 'verify-mobile'];

const TAKEN = 'This mobile number is already linked to another account.';
export const MOBILE_LOGIN_SLOWED =
  'Too many wrong login codes were entered for this number. Please wait a few minutes before trying again, or log in with your email and password.';
const MOBILE_LOGIN_LOCKED_IP =
  'Too many wrong login codes from your network. Log in with your email and password, or try again tomorrow.';
const VERIFY_FIRST = 'Please verify the OTP sent to your mobile first.';

/**
 * Refuses mobile login from a network that entered too many wrong codes today, and makes everyone
 * wait out a number's current delay, except from a network the number's owner has a session from.
 * Never a lock on the number: the owner can always sign in (at worst after the longest delay).
 */
async function assertMobileLoginOpen(deps: AuthDeps, mobile: string, ip: string, owner?: UserRow): Promise<void> {
  await deps.rateLimits.assertNotBlocked(AuthLimits.mobileLoginWrongPerIp, ip, MOBILE_LOGIN_LOCKED_IP);
  if (!(await deps.rateLimits.exhausted(AuthLimits.mobileLoginDelayPerNumber, mobile))) return;
  const user = owner ?? (await findUserByMobile(deps.db, mobile));
  if (user && (await hasSessionFrom(deps.db, user.id, ip))) return;
  await deps.rateLimits.assertNotBlocked(AuthLimits.mobileLoginDelayPerNumber, mobile, MOBILE_LOGIN_SLOWED);
}

/**
 * Counts a wrong login code for the network and the number. Past the number's free wrong codes each
 * one sets a longer delay; the first of them tells the owner, once a day.
 */
async function countWrongLoginCode(deps: AuthDeps, mobile: string, ip: string): Promise<void> {
  await deps.rateLimits.spend(AuthLimits.mobileLoginWrongPerIp, ip);
  const left = await deps.rateLimits.spend(AuthLimits.mobileLoginWrongPerNumber, mobile);
  if (left > 0) return;
  const delay = mobileLoginDelaySeconds(1 - left);
  await deps.rateLimits.block(AuthLimits.mobileLoginDelayPerNumber, mobile, delay);
  if (left < 0) return;
  const owner = await findUserByMobile(deps.db, mobile);
  if (!owner) return;
  const day = new Date().toISOString().slice(0, 10);
  await notifyUser(deps.db, {
    kind: 'mobile-login-locked',
    userId: owner.id,
    data: {},
    dedupeKey: `mobile-login-slowed:${mobile}:${day}`,
  });
}

const HAS_VERIFIED_MOBILE =
  'Your account already has a verified mobile number. To change it, edit your profile (it asks for your password).';

async function assertNumberFreeFor(deps: AuthDeps, mobile: string, userId: string): Promise<void> {
  const owner = await findUserByMobile(deps.db, mobile);
  if (owner && owner.id !== userId) throw conflict(TAKEN);
  if (owner?.mobileVerifiedAt) throw conflict('This mobile number is already verified on your account.');
  await assertNoVerifiedMobile(deps, userId);
}

/** Adding a number is for accounts without one; replacing a verified number re-authenticates (profile). */
async function assertNoVerifiedMobile(deps: AuthDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (user?.mobileVerifiedAt) throw conflict(HAS_VERIFIED_MOBILE);
}

async function sendCode(
  deps: AuthDeps,
  type: MobileCodeType,
  mobile: string,
  client: ClientInfo,
  userId: string | undefined,
): Promise<void> {
  await deps.rateLimits.consume([AuthLimits.smsCodePerIp, client.ip]);
  // A login code for a number no account has verified is issued alike but sent nowhere: the answer
  // never says whether the number is registered.
  let recipient = true;
  if (type === 'login-mobile') {
    const owner = await findUserByMobile(deps.db, mobile);
    await assertMobileLoginOpen(deps, mobile, client.ip, owner);
    recipient = Boolean(owner?.mobileVerifiedAt);
  } else {
    if (!userId) throw unauthenticated('Please log in to verify a mobile number.');
    await assertNumberFreeFor(deps, mobile, userId);
  }
  await deps.rateLimits.consume([AuthLimits.smsCodePerNumber, mobile]);
  const { code } = await issueCode(deps.db, {
    type,
    target: mobile,
    length: type === 'login-mobile' ? LOGIN_OTP_LENGTH : OTP_LENGTH,
    userId,
    binding: client.binding,
  });
  if (!recipient) return;
  const product = deps.productName;
  await queueMessage(
    deps.db,
    type === 'login-mobile'
      ? loginCodeSms(product, mobile, code, client.lang)
      : verifyMobileCodeSms(product, mobile, code, client.lang),
  );
}

/** `type: 'login'` sends a login code to a registered number; otherwise a code to verify a new number. */
export async function sendMobileCode(
  deps: AuthDeps,
  input: { mobile: string; type?: 'login' | 'verify' },
  client: ClientInfo,
  userId: string | undefined,
): Promise<string> {
  const mobile = normaliseMobile(input.mobile);
  await sendCode(deps, input.type === 'login' ? 'login-mobile' : 'verify-mobile', mobile, client, userId);
  return mobile;
}

/** Sends a new code for the flow this browser started with this number (30 s after the previous one). */
export async function resendMobileCode(
  deps: AuthDeps,
  input: { mobile: string },
  client: ClientInfo,
  userId: string | undefined,
): Promise<void> {
  const mobile = normaliseMobile(input.mobile);
  const previous = await latestUnused(deps.db, MOBILE_CODE_TYPES, mobile);
  const recent = previous && previous.createdAt.getTime() > Date.now() - VERIFIED_WINDOW_MS;
  if (!recent) throw badRequest('Send an OTP first.');
  await sendCode(deps, previous.type as MobileCodeType, mobile, client, userId);
}

export async function verifyMobileCode(
  deps: AuthDeps,
  input: { mobile: string; otp: string },
  client: ClientInfo,
): Promise<void> {
  const mobile = normaliseMobile(input.mobile);
  await deps.rateLimits.consume([AuthLimits.codeCheckPerIp, client.ip], [AuthLimits.codeCheckPerTarget, mobile]);
  const pending = await latestUnused(deps.db, MOBILE_CODE_TYPES, mobile);
  if (pending?.type === 'login-mobile') await assertMobileLoginOpen(deps, mobile, client.ip);
  await checkCode(deps.db, {
    types: MOBILE_CODE_TYPES,
    target: mobile,
    code: input.otp,
    binding: client.binding,
    onWrongCode: async (row) => {
      if (row.type === 'login-mobile') await countWrongLoginCode(deps, mobile, client.ip);
    },
  });
}

/** Signs in with a number whose login code this browser verified in the last 10 minutes. */
export async function loginWithMobile(
  deps: AuthDeps,
  input: { mobile: string },
  client: ClientInfo,
): Promise<LoginOutcome> {
  const mobile = normaliseMobile(input.mobile);
  await deps.rateLimits.consume([AuthLimits.mobileLoginPerIp, client.ip]);
  await assertMobileLoginOpen(deps, mobile, client.ip);
  const proof = await consumeVerified(deps.db, {
    type: 'login-mobile',
    target: mobile,
    withinMs: CODE_TTL_MS,
    binding: client.binding,
  });
  if (!proof) throw unprocessable(VERIFY_FIRST);
  const user = await findUserByMobile(deps.db, mobile);
  if (!user?.mobileVerifiedAt) throw unprocessable(VERIFY_FIRST);
  return beginLogin(deps.db, user, 'mobile');
}

/** Adds a verified mobile number to the signed-in account (e.g. after a first Google sign-in). */
export async function addMobile(
  deps: AuthDeps,
  input: { mobile: string },
  client: ClientInfo,
  userId: string,
): Promise<UserRow> {
  const mobile = normaliseMobile(input.mobile);
  const owner = await findUserByMobile(deps.db, mobile);
  if (owner && owner.id !== userId) throw conflict(TAKEN);
  await assertNoVerifiedMobile(deps, userId);
  const proof = await consumeVerified(deps.db, {
    type: 'verify-mobile',
    target: mobile,
    withinMs: CODE_TTL_MS,
    binding: client.binding,
    userId,
  });
  if (!proof) throw unprocessable('Please verify the OTP sent to this mobile number first.');
  try {
    const user = await updateUser(deps.db, userId, { mobile, mobileVerifiedAt: new Date() });
    await deps.sessions.userChanged(userId);
    await rewardReferral(deps.db, userId, deps.referralRewardPaise);
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TAKEN);
    throw error;
  }
}
