import type { DbOrTx } from '@db/client';
import { savedTravellers } from '@db/schema/index';
import { eq } from 'drizzle-orm';

/** "Delete my account", the saved co-travellers' part: names, dates of birth and passports all go. */
export async function eraseSavedTravellers(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(savedTravellers).where(eq(savedTravellers.userId, userId));
}
