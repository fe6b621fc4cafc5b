import { EmailSchema } from '@contract/common';
import type { Lang } from '@contract/lang';
import { USER_SEARCH_MAX, USER_SEARCH_MIN } from '@contract/ops/console';
import type { User } from '@contract/user';
import type { DbOrTx } from '@db/client';
import { users } from '@db/schema/index';
import { and, desc, eq, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { newId, randomReferralCode } from '../../lib/ids';
import { canonicalMailbox } from './mailbox';

/**
 * The users repository: every query whose rows are users (a look-up by a key, a search, a lock, an
 * update of users' columns) lives here, as fastify/demo's users-repository and documenso's
 * `server-only/user/`. The one exception is a feature's read model that joins users into a list of its
 * own rows in one query, where a second query would cost a round trip per request or per row: the
 * operators' queue (its rows are applications, with the owner's e-mail) and the session look-up on
 * every request (`lib/sessions.ts`: a session with its user). Those join `users` where they are.
 */
export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'referralCode' | 'emailCanonical'>;

export function toPublicUser(user: UserRow, avatarUrl?: string | null): User {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    id: user.id,
    email: user.email,
    emailVerified: Boolean(user.emailVerifiedAt),
    firstName: user.firstName,
    lastName: user.lastName,
    name,
    picture: avatarUrl ?? user.picture ?? null,
    mobile: user.mobile,
    mobileVerified: Boolean(user.mobileVerifiedAt),
    country: user.country,
    twoFAEnabled: Boolean(user.totpEnabledAt),
    referralCode: user.referralCode,
    profile: { firstName: user.firstName, email: user.email },
    welcomed: Boolean(user.welcomedAt),
  };
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByMobile(db: DbOrTx, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

export async function findUserByGoogleSub(db: DbOrTx, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
}

/** The accounts with these ids (any order); an id with no account is left out. */
export async function findUsersByIds(db: DbOrTx, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

/** The account with this e-mail, locked until the transaction ends (a role change decides on it). */
export async function lockUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1).for('update');
  return row;
}

/** `%text%` for (I)LIKE with the text's own `\`, `%` and `_` escaped: they match themselves only. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * For staff (the console and the command line), newest first: the account whose id or e-mail is the
 * text, whose e-mail or name contains it, whose mobile contains its digits (four or more), or one of
 * `alsoIds` (e.g. the owner of the application whose reference is the text). A whole e-mail address finds
 * that account only. Every branch is answered by an index (the primary key, `users_email_key`, the trigram
 * indexes on e-mail, name and mobile), so PostgreSQL combines them in a bitmap instead of reading the table.
 */
export async function searchUsers(
  db: DbOrTx,
  query: string,
  limit: number,
  alsoIds: string[] = [],
): Promise<UserRow[]> {
  return userSearch(db, query, limit, alsoIds);
}

/** searchUsers's query, not yet run (its plan is tested: search-and-counts.test.ts). */
export function userSearch(db: DbOrTx, query: string, limit: number, alsoIds: string[] = []) {
  const text = query.trim().slice(0, USER_SEARCH_MAX);
  const digits = text.replace(/[^\d+]/g, '');
  // Shorter fragments match by equality only: a trigram index cannot answer a one- or two-letter `%…%`. Nor
  // does a whole address look for fragments: its trigrams include the domain's, which most accounts share
  // (`@gmail.com`), and reading those cost 110 ms at a million users against 0.04 ms for the equality.
  const wholeAddress = EmailSchema.safeParse(text).success;
  const fragments = text.length >= USER_SEARCH_MIN && !wholeAddress;
  return db
    .select()
    .from(users)
    .where(
      or(
        eq(users.id, text),
        eq(users.email, text.toLowerCase()),
        fragments ? ilike(users.email, containing(text)) : undefined,
        fragments ? ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(text)) : undefined,
        digits.length >= 4 && !wholeAddress ? ilike(users.mobile, containing(digits)) : undefined,
        alsoIds.length > 0 ? inArray(users.id, alsoIds) : undefined,
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(limit);
}

async function unusedReferralCode(db: DbOrTx): Promise<string> {
  for (;;) {
    const code = randomReferralCode();
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
    if (!taken) return code;
  }
}

export async function insertUser(db: DbOrTx, fields: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      ...fields,
      id: newId(),
      emailCanonical: canonicalMailbox(fields.email),
      referralCode: await unusedReferralCode(db),
    })
    .returning();
  return row!;
}

/**
 * Sets the given columns (and updatedAt; a new e-mail also sets its canonical mailbox); undefined
 * fields keep their stored value.
 */
export async function updateUser(db: DbOrTx, id: string, patch: Partial<NewUser>): Promise<UserRow> {
  const canonical = patch.email ? { emailCanonical: canonicalMailbox(patch.email) } : {};
  const [row] = await db
    .update(users)
    .set({ ...patch, ...canonical, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** Locks the user's row until the transaction ends: serialises per-user decisions (a referrer's daily cap, a document vault's limit). */
export async function lockUser(db: DbOrTx, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findUserByReferralCode(db: DbOrTx, code: string) {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.referralCode, code));
  return row;
}

/** Whether an account other than this one already has the mailbox (as stored, or by its exact address). */
export async function mailboxUsedByOther(db: DbOrTx, userId: string, mailbox: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, userId), eq(users.emailCanonical, mailbox)))
    .limit(1);
  return Boolean(row);
}

// --- two-factor authentication ----------------------------------------------------------------

/** Stores a new, not yet confirmed authenticator secret (two-factor stays off until confirmed). */
export async function setPendingTotpSecret(db: DbOrTx, userId: string, secret: string) {
  await db
    .update(users)
    .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)));
}

/** Switches two-factor on for the pending secret; false when it was already on or the secret changed. */
export async function enableTotp(db: DbOrTx, userId: string, secret: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ totpEnabledAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.totpSecret, secret), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Two-factor off: the secret and the last accepted step are forgotten. */
export async function clearTotp(db: DbOrTx, userId: string) {
  await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Moves the last accepted time step forward; false when this step (or a later one) was accepted already. */
export async function advanceTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const accepted = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return accepted.length > 0;
}

/** The language of a traveller's e-mails and documents ('en' without a user). */
export async function languageOf(db: DbOrTx, userId: string | null): Promise<Lang> {
  if (!userId) return 'en';
  const user = await findUserById(db, userId);
  return user?.language === 'hi' ? 'hi' : 'en';
}
