import type { Lang } from '@contract/lang';
import type { Db } from '@db/client';
import { updateUser } from '../identity';

/** The traveller's e-mails and SMS follow this language from now on. */
export async function saveUserLanguage(db: Db, userId: string, language: Lang): Promise<void> {
  await updateUser(db, userId, { language });
}
