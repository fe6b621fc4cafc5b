import type { PassportReading } from '@contract/account/passport-reading';
import type { DbOrTx } from '@db/client';
import { passportReadings } from '@db/schema/index';
import { eq } from 'drizzle-orm';

/** A passport's latest read: what its zone says, or why no zone could be read (the 422's message). */
export type PassportRead = { reading: PassportReading; problem?: undefined } | { reading?: undefined; problem: string };

/** Keeps a document's latest read (a new read replaces the last, whoever made it). */
export async function saveRead(db: DbOrTx, documentId: string, read: PassportRead, readAt: Date) {
  const values = { reading: read.reading ?? null, problem: read.problem ?? null, readAt };
  await db
    .insert(passportReadings)
    .values({ documentId, ...values })
    .onConflictDoUpdate({ target: passportReadings.documentId, set: values });
}

/** The latest read of a document, with when it was made; undefined when it was never read. */
export async function storedRead(
  db: DbOrTx,
  documentId: string,
): Promise<(PassportRead & { readAt: Date }) | undefined> {
  const [row] = await db.select().from(passportReadings).where(eq(passportReadings.documentId, documentId));
  if (!row) return undefined;
  return row.reading
    ? { reading: row.reading as PassportReading, readAt: row.readAt }
    : { problem: row.problem ?? '', readAt: row.readAt };
}
