import type { Lang } from '@contract/lang';
import type { Db } from '@db/client';
import { users } from '@db/schema';
import { eq } from 'drizzle-orm';

/** The traveller's e-mails and SMS follow this language from now on. */
export async function saveUserLanguage(db: Db, userId: string, language: Lang): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
