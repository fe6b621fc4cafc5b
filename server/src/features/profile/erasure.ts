import type { DbOrTx } from '@db/client';
import { profiles } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { removeStoredFiles } from '../../lib/file-removal';

/** "Delete my account", the profile's part: date of birth, addresses, passport, PAN and the photo all go. */
export async function eraseProfile(tx: DbOrTx, userId: string): Promise<void> {
  const gone = await tx.delete(profiles).where(eq(profiles.userId, userId)).returning({ key: profiles.avatarKey });
  await removeStoredFiles(
    tx,
    gone.map((row) => row.key),
  );
}
