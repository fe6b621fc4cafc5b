import type { PassportReading } from '@contract/account/passport-reading';
import type { DbOrTx } from '@db/client';
import { attachedPassportReadings } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { storedPassportReading } from '../passport-reading';

/** A passport's latest read: what its zone says, or why no zone could be read. */
export type PassportRead = { reading: PassportReading; problem?: undefined } | { reading?: undefined; problem: string };

/** Keeps an attached passport's latest read (a new read replaces the last). */
export async function saveAttachedRead(db: DbOrTx, documentId: string, read: PassportRead, readAt: Date) {
  const values = { reading: read.reading ?? null, problem: read.problem ?? null, readAt };
  await db
    .insert(attachedPassportReadings)
    .values({ documentId, ...values })
    .onConflictDoUpdate({ target: attachedPassportReadings.documentId, set: values });
}

async function attachedRead(db: DbOrTx, documentId: string): Promise<(PassportRead & { readAt: Date }) | undefined> {
  const [row] = await db
    .select()
    .from(attachedPassportReadings)
    .where(eq(attachedPassportReadings.documentId, documentId));
  if (!row) return undefined;
  return row.reading
    ? { reading: row.reading as PassportReading, readAt: row.readAt }
    : { problem: row.problem ?? '', readAt: row.readAt };
}

/**
 * The latest read of a passport: the one made for the application, or the traveller's own read of it in the vault
 * (the passport-reading module's), whichever is newer; undefined when it was never read.
 */
export async function latestRead(db: DbOrTx, documentId: string) {
  const attached = await attachedRead(db, documentId);
  const vault = await storedPassportReading(db, documentId);
  if (!attached || !vault) return attached ?? vault;
  return vault.readAt > attached.readAt ? vault : attached;
}
