import { OTP_RESEND_SECONDS } from '@contract/auth-limits';
import type { DbOrTx } from '@db/client';
import { verifications } from '@db/schema/index';
import { and, desc, eq, gt, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest, rateLimited } from '../../lib/app-error';
import { newId, randomDigits, randomToken, safeEqual, sha256 } from '../../lib/ids';

/**
 * One-time secrets over the `verifications` table, keyed by (type, target):
 * numeric codes sent by e-mail or SMS, and random tokens (reset links, pending logins).
 * Only hashes are stored. Features pick their own `type` names (e.g. 'signup', 'login-mobile',
 * 'verify-mobile', 'verify-email', 'change-email', 'reset', '2fa-login').
 */

export const CODE_TTL_MS = 10 * 60_000;
const MAX_WRONG_ATTEMPTS = 5;
/** The web app's 'Resend OTP in {n}s' counts down from the same constant. */
const RESEND_AFTER_MS = OTP_RESEND_SECONDS * 1000;
/** How long a proven code stays usable by the step that needs it (e.g. sign-up after the e-mail code). */
export const VERIFIED_WINDOW_MS = 30 * 60_000;

type VerificationRow = typeof verifications.$inferSelect;

interface SecretData {
  /** sha256 of the browser binding (a cookie value), when the flow is tied to one client. */
  binding?: string;
  [key: string]: unknown;
}

const INVALID_OTP = 'Invalid OTP';
const EXPIRED_OTP = 'This OTP has expired or was already used. Please request a new one.';
const TOO_MANY_WRONG = 'Too many wrong attempts. Please request a new OTP.';

interface IssueCodeInput {
  type: string;
  target: string;
  length: number;
  userId?: string | null;
  /** Ties the code to one client (e.g. a cookie value); checks must present the same binding. */
  binding?: string;
  data?: Record<string, unknown>;
  ttlMs?: number;
  /**
   * Keep codes of different users for the same target apart (e.g. two accounts changing to one
   * new address): the 30 s wait and the replacing of an earlier code apply per user.
   */
  perUser?: boolean;
}

/** Narrows a query to one user's secrets when given. */
const ofUser = (userId: string | null | undefined) => (userId ? eq(verifications.userId, userId) : undefined);

function secretData(binding: string | undefined, data: Record<string, unknown> = {}): SecretData {
  return binding ? { ...data, binding: sha256(binding) } : data;
}

function bindingMatches(row: VerificationRow, binding: string | undefined): boolean {
  const stored = (row.data as SecretData | null)?.binding;
  if (!stored) return true;
  return binding !== undefined && safeEqual(stored, sha256(binding));
}

/**
 * The query every lookup by target shares: unspent secrets of these types for the target (one user's when
 * given), newest first by `newestBy`, narrowed further by `where`.
 */
async function selectUnspent(
  db: DbOrTx,
  scope: { types: string[]; target: string; userId?: string | null },
  options: { where?: SQL; newestBy?: PgColumn; limit?: number } = {},
): Promise<VerificationRow[]> {
  return db
    .select()
    .from(verifications)
    .where(
      and(
        inArray(verifications.type, scope.types),
        eq(verifications.target, scope.target),
        isNull(verifications.usedAt),
        ofUser(scope.userId),
        options.where,
      ),
    )
    .orderBy(desc(options.newestBy ?? verifications.createdAt))
    .limit(options.limit ?? 1);
}

/** The newest secret of these types for the target that was not spent yet, whatever its state. */
export async function latestUnused(
  db: DbOrTx,
  types: string[],
  target: string,
  userId?: string | null,
): Promise<VerificationRow | undefined> {
  const [row] = await selectUnspent(db, { types, target, userId });
  return row;
}

/** Throws 429 when a code for (type, target) was issued less than 30 s ago. */
async function assertResendAllowed(
  db: DbOrTx,
  type: string,
  target: string,
  now = Date.now(),
  userId?: string | null,
): Promise<void> {
  const latest = await latestUnused(db, [type], target, userId);
  if (!latest) return;
  const waitMs = latest.createdAt.getTime() + RESEND_AFTER_MS - now;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw rateLimited(seconds, `Please wait ${seconds}s before requesting a new OTP.`);
  }
}

/**
 * Creates a fresh numeric code for (type, target), replacing any earlier unspent one.
 * Refused (429) when the previous code is younger than 30 s. Returns the code to deliver.
 */
export async function issueCode(db: DbOrTx, input: IssueCodeInput): Promise<{ code: string; expiresAt: Date }> {
  const now = Date.now();
  const scope = input.perUser ? input.userId : undefined;
  await assertResendAllowed(db, input.type, input.target, now, scope);
  await discardUnused(db, input.type, input.target, scope);
  const code = randomDigits(input.length);
  const expiresAt = new Date(now + (input.ttlMs ?? CODE_TTL_MS));
  await db.insert(verifications).values({
    id: newId(),
    type: input.type,
    target: input.target,
    secretHash: sha256(`${input.type}:${input.target}:${code}`),
    userId: input.userId ?? null,
    data: secretData(input.binding, input.data),
    createdAt: new Date(now),
    expiresAt,
  });
  return { code, expiresAt };
}

/**
 * Creates a random single-use token (links, pending logins). Earlier unspent tokens of the same
 * (type, target) stop working unless `keepOthers` is set (e.g. logins pending in two browsers).
 */
export async function issueToken(
  db: DbOrTx,
  input: {
    type: string;
    target: string;
    ttlMs: number;
    userId?: string | null;
    data?: Record<string, unknown>;
    keepOthers?: boolean;
  },
): Promise<{ token: string; expiresAt: Date }> {
  if (!input.keepOthers) await discardUnused(db, input.type, input.target);
  const token = randomToken();
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await db.insert(verifications).values({
    id: newId(),
    type: input.type,
    target: input.target,
    secretHash: sha256(token),
    userId: input.userId ?? null,
    data: input.data ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

async function discardUnused(db: DbOrTx, type: string, target: string, userId?: string | null): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(eq(verifications.type, type), eq(verifications.target, target), isNull(verifications.usedAt), ofUser(userId)),
    );
}

/**
 * Counts one try against a secret before its check, so that parallel guesses cannot exceed the
 * limit. False when the secret has already had its 5 tries. (A correct answer spends the secret,
 * so every counted try that leaves it alive was a wrong one.)
 */
export async function recordAttempt(db: DbOrTx, id: string): Promise<boolean> {
  const counted = await db
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} + 1` })
    .where(and(eq(verifications.id, id), lt(verifications.attempts, MAX_WRONG_ATTEMPTS)))
    .returning({ id: verifications.id });
  return counted.length > 0;
}

interface CheckCodeInput {
  /** One type, or several when the caller does not know which flow the code belongs to. */
  types: string[];
  target: string;
  code: string;
  binding?: string;
  /** Spend the code at once (otherwise it is only marked verified, for a later `consumeVerified`). */
  consume?: boolean;
  /** Only this user's code (codes issued with `perUser`). */
  userId?: string;
  /** Runs on a wrong code before the 400 is thrown (e.g. to count wrong tries across codes). */
  onWrongCode?: (row: VerificationRow) => Promise<void>;
}

/**
 * Checks a code for (type, target). Throws 400 for a wrong, expired or already used code and
 * 429 once the code has had 5 wrong tries. On success the code can never be checked again.
 * Call it outside any transaction that may roll back, or a wrong try would not be counted.
 */
export async function checkCode(db: DbOrTx, input: CheckCodeInput): Promise<VerificationRow> {
  const now = new Date();
  const [row] = await selectUnspent(db, input, { where: isNull(verifications.verifiedAt) });
  if (!row || !bindingMatches(row, input.binding) || row.expiresAt <= now) throw badRequest(EXPIRED_OTP);
  if (!(await recordAttempt(db, row.id))) throw rateLimited(1, TOO_MANY_WRONG);
  if (!safeEqual(row.secretHash, sha256(`${row.type}:${row.target}:${input.code}`))) {
    await input.onWrongCode?.(row);
    throw badRequest(INVALID_OTP);
  }
  const marked = await db
    .update(verifications)
    .set(input.consume ? { verifiedAt: now, usedAt: now } : { verifiedAt: now })
    .where(and(eq(verifications.id, row.id), isNull(verifications.verifiedAt), isNull(verifications.usedAt)))
    .returning();
  // A parallel request with the same code won the race.
  if (!marked[0]) throw badRequest(EXPIRED_OTP);
  return marked[0];
}

/**
 * Spends a code that was verified within `withinMs` (e.g. the sign-up e-mail code, 30 minutes).
 * Returns the row, or undefined when there is no such proof (never verified, too old, used, or
 * bound to another client).
 */
export async function consumeVerified(
  db: DbOrTx,
  input: { type: string; target: string; withinMs?: number; binding?: string; userId?: string },
): Promise<VerificationRow | undefined> {
  const since = new Date(Date.now() - (input.withinMs ?? VERIFIED_WINDOW_MS));
  const candidates = await selectUnspent(
    db,
    { types: [input.type], target: input.target, userId: input.userId },
    { where: gte(verifications.verifiedAt, since), newestBy: verifications.verifiedAt, limit: 5 },
  );
  const proof = candidates.find((row) => bindingMatches(row, input.binding));
  if (!proof) return undefined;
  return markUsed(db, proof.id);
}

/** Marks a secret spent; undefined when it already was (a parallel request won). */
export async function markUsed(db: DbOrTx, id: string): Promise<VerificationRow | undefined> {
  const [row] = await db
    .update(verifications)
    .set({ usedAt: new Date() })
    .where(and(eq(verifications.id, id), isNull(verifications.usedAt)))
    .returning();
  return row;
}

/** The live (unspent, unexpired) secret of this type whose token this is. */
export async function findByToken(
  db: DbOrTx,
  input: { type: string; token: string; target?: string },
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.type, input.type),
        eq(verifications.secretHash, sha256(input.token)),
        input.target ? eq(verifications.target, input.target) : undefined,
        isNull(verifications.usedAt),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Removes secrets of every type that expired more than `olderThanMs` ago (housekeeping). */
export async function purgeStale(db: DbOrTx, olderThanMs = 24 * 60 * 60_000): Promise<void> {
  await db.delete(verifications).where(lt(verifications.expiresAt, new Date(Date.now() - olderThanMs)));
}

/** The newest live, unspent code this user asked for of one of these types. */
export async function pendingCode(db: DbOrTx, userId: string, type: string) {
  const [row] = await db
    .select()
    .from(verifications)
    .where(
      and(
        inArray(verifications.type, [type]),
        eq(verifications.userId, userId),
        isNull(verifications.usedAt),
        isNull(verifications.verifiedAt),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return row;
}
