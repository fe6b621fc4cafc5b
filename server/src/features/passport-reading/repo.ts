import type { PassportReading } from '@contract/account/passport-reading';
import type { DbOrTx } from '@db/client';
import { passportReadings } from '@db/schema/index';
import { eq } from 'drizzle-orm';

/** Keeps a vault passport's latest reading (a new read replaces the last). */
export async function saveReading(db: DbOrTx, documentId: string, reading: PassportReading, readAt: Date) {
  await db
    .insert(passportReadings)
    .values({ documentId, reading, readAt })
    .onConflictDoUpdate({ target: passportReadings.documentId, set: { reading, readAt } });
}

/** The latest reading of a vault document, with when it was read; undefined when it was never read. */
export async function storedReading(
  db: DbOrTx,
  documentId: string,
): Promise<{ reading: PassportReading; readAt: Date } | undefined> {
  const [row] = await db
    .select({ reading: passportReadings.reading, readAt: passportReadings.readAt })
    .from(passportReadings)
    .where(eq(passportReadings.documentId, documentId));
  return row && { reading: row.reading as PassportReading, readAt: row.readAt };
}
