import type { DbOrTx } from '@db/client';
import { profiles } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { updateUser } from '../identity';

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
  await updateUser(db, userId, { picture });
}

/** The country chosen at sign-up starts the profile as its nationality. */
export async function insertProfileNationality(db: DbOrTx, userId: string, nationality: string): Promise<void> {
  await db.insert(profiles).values({ userId, nationality }).onConflictDoNothing();
}
