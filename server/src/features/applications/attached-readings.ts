import type { PassportReading } from '@contract/account/passport-reading';
import type { DbOrTx } from '@db/client';
import { attachedPassportReadings } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { storedPassportReading } from '../passport-reading';

/** Keeps an attached passport's latest reading (a new read replaces the last). */
export async function saveAttachedReading(db: DbOrTx, documentId: string, reading: PassportReading, readAt: Date) {
  await db
    .insert(attachedPassportReadings)
    .values({ documentId, reading, readAt })
    .onConflictDoUpdate({ target: attachedPassportReadings.documentId, set: { reading, readAt } });
}

/**
 * The latest reading of a passport: the one made for the application, or the traveller's own read of it in the
 * vault (the passport-reading module's), whichever is newer; undefined when it was never read.
 */
export async function latestReading(db: DbOrTx, documentId: string) {
  const [row] = await db
    .select({ reading: attachedPassportReadings.reading, readAt: attachedPassportReadings.readAt })
    .from(attachedPassportReadings)
    .where(eq(attachedPassportReadings.documentId, documentId));
  const attached = row && { reading: row.reading as PassportReading, readAt: row.readAt };
  const vault = await storedPassportReading(db, documentId);
  if (!attached || !vault) return attached ?? vault;
  return vault.readAt > attached.readAt ? vault : attached;
}
