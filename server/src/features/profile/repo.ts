import type { DbOrTx } from '@db/client';
import { profiles, users, verifications } from '@db/schema/index';
import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { canonicalMailbox } from '../../lib/mailbox';

type ProfileRow = typeof profiles.$inferSelect;
type ProfileFields = Omit<typeof profiles.$inferInsert, 'userId' | 'avatarKey' | 'updatedAt'>;

export async function profileOf(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

/** Creates the row on first save; undefined fields keep their stored value. */
export async function saveProfile(db: DbOrTx, userId: string, fields: ProfileFields) {
  const updatedAt = new Date();
  await db
    .insert(profiles)
    .values({ userId, ...fields, updatedAt })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, updatedAt } });
}

export async function setAvatar(db: DbOrTx, userId: string, avatarKey: string | null, picture: string | null) {
  const updatedAt = new Date();
  await db
    .insert(profiles)
    .values({ userId, avatarKey, updatedAt })
    .onConflictDoUpdate({ target: profiles.userId, set: { avatarKey, updatedAt } });
  await db.update(users).set({ picture, updatedAt }).where(eq(users.id, userId));
}

export async function emailTakenByOther(db: DbOrTx, userId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return Boolean(row);
}

export async function mobileTakenByOther(db: DbOrTx, userId: string, mobile: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), ne(users.id, userId)));
  return Boolean(row);
}

export async function applyEmail(db: DbOrTx, userId: string, email: string) {
  const now = new Date();
  await db
    .update(users)
    .set({ email, emailCanonical: canonicalMailbox(email), emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
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
