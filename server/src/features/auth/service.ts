import type { ConsentChannel } from '@contract/account/privacy';
import type {
  LoginBody,
  ResetPasswordCheckBody,
  ResetPasswordCheckResult,
  ResetPasswordConfirmBody,
} from '@contract/auth';
import { OTP_LENGTH } from '@contract/auth-limits';
import type { Lang } from '@contract/lang';
import type { Db, Tx } from '@db/client';
import { AppError, conflict, notFound, unprocessable } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { RateLimits } from '../../lib/rate-limiter';
import type { SessionStore } from '../identity';
import {
  checkCode,
  consumeVerified,
  dummyPasswordHash,
  findByToken,
  findUserByEmail,
  hashPassword,
  hasSessionFrom,
  insertUser,
  issueCode,
  issueToken,
  markUsed,
  type NewUser,
  refuseCommonPassword,
  type UserRow,
  updateUser,
  verifyPassword,
} from '../identity';
import { type OutgoingMessage, queueMessage } from '../notifications';
import { recordSignupConsents } from '../privacy';
import { insertProfileNationality } from '../profile';
import { onAccountCreated, rewardReferral } from '../referrals';
import { AuthLimits } from './limits';
import { beginLogin, type LoginOutcome } from './login-outcome';
import { accountExistsEmail, resetLinkEmail, signupCodeEmail, verifyEmailCodeEmail } from './messages';

/** What the auth services work with; the routes hand it over. */
export interface AuthDeps {
  db: Db;
  rateLimits: RateLimits;
  sessions: SessionStore;
  productName: string;
  /** Links in e-mails start with it. */
  publicUrl: string;
  referralRewardPaise: number;
}

/** Who is asking: rate limits key on the IP; `binding` ties multi-step flows to one browser. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
  binding?: string;
  /** The page's language: codes and links are sent in it, and a new account starts with it. */
  lang?: Lang;
  /** Where a consent given with this request is recorded as given (docs/privacy.md). */
  channel?: ConsentChannel;
}

const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';
const BAD_CREDENTIALS = 'Invalid email or password.';
const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Please request a new one.';
const RESET_TTL_MS = 30 * 60_000;

// --- account creation ------------------------------------------------------------------------

interface NewAccount extends NewUser {
  /** Referral code the person signed up with (/signup?ref=CODE). */
  ref?: string;
}

/**
 * Creates a user inside the caller's transaction. Every way of creating an account (form sign-up,
 * first Google sign-in) goes through here, so account-wide bookkeeping (e.g. referrals) belongs here.
 */
export async function createAccount(
  tx: Tx,
  account: NewAccount,
  options: { referralRewardPaise: number },
): Promise<UserRow> {
  const { ref, ...fields } = account;
  const user = await insertUser(tx, fields);
  await onAccountCreated(tx, user, ref, options.referralRewardPaise);
  return user;
}

// --- e-mail codes --------------------------------------------------------------------------

/**
 * E-mails a code. A sign-up for an address that already has an account answers the same and takes
 * the same steps (a code is issued, so resends and checks behave alike), but the e-mail tells the
 * owner to log in instead of carrying the code: the answer never says whether an account exists.
 */
export async function sendEmailCode(
  deps: AuthDeps,
  input: { email: string; purpose: 'signup' | 'verify-email' },
  client: ClientInfo,
): Promise<void> {
  const { db } = deps;
  await deps.rateLimits.consume([AuthLimits.emailCodePerIp, client.ip]);
  const user = await findUserByEmail(db, input.email);
  if (input.purpose === 'verify-email') {
    if (!user) throw notFound('No account uses this email. Please sign up first.');
    if (user.emailVerifiedAt) throw conflict('This email is already verified. You can log in.');
  }
  await deps.rateLimits.consume([AuthLimits.emailCodePerAddress, input.email]);
  const { code } = await issueCode(db, {
    type: input.purpose,
    target: input.email,
    length: OTP_LENGTH,
    userId: user?.id,
    binding: input.purpose === 'signup' ? client.binding : undefined,
  });
  await queueMessage(db, emailCodeMessage(deps, input, code, Boolean(user), client.lang));
}

function emailCodeMessage(
  deps: AuthDeps,
  input: { email: string; purpose: 'signup' | 'verify-email' },
  code: string,
  accountExists: boolean,
  lang: Lang | undefined,
): OutgoingMessage {
  const product = deps.productName;
  if (input.purpose === 'verify-email') return verifyEmailCodeEmail(product, input.email, code, lang);
  if (!accountExists) return signupCodeEmail(product, input.email, code, lang);
  const login = `${deps.publicUrl}${lang === 'hi' ? '/hi' : ''}/login`;
  return accountExistsEmail(product, input.email, login, lang);
}

async function limitCodeCheck(deps: AuthDeps, target: string, client: ClientInfo) {
  await deps.rateLimits.consume([AuthLimits.codeCheckPerIp, client.ip], [AuthLimits.codeCheckPerTarget, target]);
}

/** Step 2 of sign-up: proves the e-mail address; register then needs this proof within 30 minutes. */
export async function verifySignupCode(
  deps: AuthDeps,
  input: { email: string; otp: string },
  client: ClientInfo,
): Promise<void> {
  await limitCodeCheck(deps, input.email, client);
  await checkCode(deps.db, {
    types: ['signup'],
    target: input.email,
    code: input.otp,
    binding: client.binding,
  });
}

/** The sign-up code sent with the whole form: a refusal names the `otp` field, so the form shows it there. */
async function verifyCodeOfForm(deps: AuthDeps, input: { email: string; otp: string }, client: ClientInfo) {
  try {
    await verifySignupCode(deps, input, client);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, error.message, { ...error.options, fields: { otp: error.message } });
  }
}

/** Verifies the e-mail of an existing account; returns the user. */
export async function verifyAccountEmail(
  deps: AuthDeps,
  input: { email: string; otp: string },
  client: ClientInfo,
): Promise<UserRow> {
  await limitCodeCheck(deps, input.email, client);
  const { db } = deps;
  // Checked outside any transaction: a wrong try must stay counted when the request fails.
  const proof = await checkCode(db, { types: ['verify-email'], target: input.email, code: input.otp, consume: true });
  const owner = await findUserByEmail(db, input.email);
  if (!owner || owner.id !== proof.userId) throw notFound('No account uses this email. Please sign up first.');
  const user = await updateUser(db, owner.id, { emailVerifiedAt: owner.emailVerifiedAt ?? new Date() });
  await deps.sessions.userChanged(user.id);
  await rewardReferral(db, user.id, deps.referralRewardPaise);
  return user;
}

// --- sign-up and log-in --------------------------------------------------------------------

interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  country?: string;
  ref?: string;
  /** The e-mailed code, checked here when the sign-up was not verified by POST /api/verify-otp before. */
  otp?: string;
  /** The optional marketing box of the sign-up notice. */
  marketing?: boolean;
}

/**
 * Creates the account in one transaction once the e-mail is verified by code (the code sent with the form, or one
 * checked earlier); returns the new user.
 */
export async function register(deps: AuthDeps, input: RegisterInput, client: ClientInfo): Promise<UserRow> {
  refuseCommonPassword(input.password, 'password');
  await deps.rateLimits.consume([AuthLimits.registerPerIp, client.ip]);
  if (input.otp) await verifyCodeOfForm(deps, { email: input.email, otp: input.otp }, client);
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw conflict(EMAIL_TAKEN);
      const proof = await consumeVerified(tx, { type: 'signup', target: input.email, binding: client.binding });
      if (!proof) throw unprocessable('Please verify your email first');
      const user = await createAccount(
        tx,
        {
          email: input.email,
          emailVerifiedAt: proof.verifiedAt,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          country: input.country || null,
          ref: input.ref || undefined,
          language: client.lang ?? 'en',
        },
        { referralRewardPaise: deps.referralRewardPaise },
      );
      if (input.country) await insertProfileNationality(tx, user.id, input.country);
      await recordSignupConsents(tx, user.id, { marketing: input.marketing }, client.channel ?? 'api');
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * E-mail + password. An unknown e-mail, a Google-only account and a wrong password all answer
 * the same message after one argon2 verification, so neither text nor timing tells them apart.
 */
export async function loginWithPassword(deps: AuthDeps, input: LoginBody, client: ClientInfo): Promise<LoginOutcome> {
  const accountIp = `${input.email}|${client.ip}`;
  await deps.rateLimits.consume([AuthLimits.loginPerIp, client.ip], [AuthLimits.loginPerAccountIp, accountIp]);
  const user = await findUserByEmail(deps.db, input.email);
  await slowDownWhenUnderAttack(deps, input.email, user, client.ip);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user?.passwordHash || !valid) {
    await deps.rateLimits.spend(AuthLimits.loginFailuresPerAccount, input.email);
    throw new AppError('UNAUTHENTICATED', BAD_CREDENTIALS);
  }
  await deps.rateLimits.reset(AuthLimits.loginPerAccountIp, accountIp);
  return beginLogin(deps.db, user, 'password');
}

/**
 * Progressive delay for an account guessed at from many addresses: past 50 failures an hour, one
 * try every 5 s for everyone, except from an address the owner has a session from.
 */
async function slowDownWhenUnderAttack(
  deps: AuthDeps,
  email: string,
  user: UserRow | undefined,
  ip: string,
): Promise<void> {
  if (!(await deps.rateLimits.exhausted(AuthLimits.loginFailuresPerAccount, email))) return;
  if (user && (await hasSessionFrom(deps.db, user.id, ip))) return;
  await deps.rateLimits.consume([AuthLimits.loginThrottledPerAccount, email]);
}

// --- password reset ------------------------------------------------------------------------

/**
 * Step 1 of a reset request, before the answer: only the rate limits, the same for every address.
 * The route answers, then runs `sendPasswordReset`, so neither the answer nor its timing can tell
 * a known address from an unknown one.
 */
export async function acceptPasswordResetRequest(
  deps: AuthDeps,
  input: { email: string },
  client: ClientInfo,
): Promise<void> {
  await deps.rateLimits.consume(
    [AuthLimits.resetRequestPerIp, client.ip],
    [AuthLimits.resetRequestPerEmail, input.email],
  );
}

/** Step 2, after the answer: sends a reset link when the account exists. */
export async function sendPasswordReset(deps: AuthDeps, input: { email: string }, client: ClientInfo): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) return;
  const { token } = await issueToken(deps.db, {
    type: 'reset',
    target: input.email,
    userId: user.id,
    ttlMs: RESET_TTL_MS,
  });
  const query = new URLSearchParams({ token, email: input.email });
  const link = `${deps.publicUrl}/reset-password-confirm?${query}`;
  await queueMessage(deps.db, {
    ...resetLinkEmail(deps.productName, input.email, link, client.lang),
    name: user.firstName,
  });
}

/** Whether a reset link can still set a password: unused, not expired, and for this e-mail. Changes nothing. */
export async function checkPasswordResetLink(
  deps: AuthDeps,
  input: ResetPasswordCheckBody,
  client: ClientInfo,
): Promise<ResetPasswordCheckResult> {
  await deps.rateLimits.consume([AuthLimits.resetCheckPerIp, client.ip]);
  const row = await findByToken(deps.db, { type: 'reset', token: input.token, target: input.email });
  return row ? { valid: true } : { valid: false, message: RESET_LINK_INVALID };
}

/** Sets the new password with a single-use link token and signs out every other session. */
export async function confirmPasswordReset(
  deps: AuthDeps,
  input: ResetPasswordConfirmBody,
  client: ClientInfo & { sessionId?: string; sessionUserId?: string },
): Promise<void> {
  await deps.rateLimits.consume([AuthLimits.resetConfirmPerIp, client.ip]);
  const { db } = deps;
  const lookup = { type: 'reset', token: input.token, target: input.email };
  if (!(await findByToken(db, lookup))) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID);
  refuseCommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const user = await db.transaction(async (tx) => {
    const row = await findByToken(tx, lookup);
    const spent = row ? await markUsed(tx, row.id) : undefined;
    const owner = spent ? await findUserByEmail(tx, input.email) : undefined;
    if (!owner || owner.id !== spent?.userId) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID);
    return updateUser(tx, owner.id, { passwordHash, emailVerifiedAt: owner.emailVerifiedAt ?? new Date() });
  });
  const keep = client.sessionUserId === user.id ? client.sessionId : undefined;
  await deps.sessions.revokeAll(user.id, { except: keep });
}
