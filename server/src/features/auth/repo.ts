import type { DbOrTx } from '@db/client';
import { profiles, sessions, users } from '@db/schema/index';
import { and, eq, gt } from 'drizzle-orm';
import { newId, randomReferralCode } from '../../lib/ids';
import { canonicalMailbox } from '../../lib/mailbox';
import type { UserRow } from '../../lib/sessions';

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'referralCode'>;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Whether the user has a live session opened or last used from this address. */
export async function hasSessionFrom(db: DbOrTx, userId: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return Boolean(row);
}

export async function findUserByMobile(db: DbOrTx, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

export async function findUserByGoogleSub(db: DbOrTx, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
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

/** The country chosen at sign-up starts the profile as its nationality. */
export async function insertProfileNationality(db: DbOrTx, userId: string, nationality: string): Promise<void> {
  await db.insert(profiles).values({ userId, nationality }).onConflictDoNothing();
}

export async function updateUser(db: DbOrTx, id: string, patch: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}
