import type { DbOrTx } from '@db/client';
import { documents } from '@db/schema/index';
import { asc, eq } from 'drizzle-orm';

/** "Download my data" (privacy module): the user's uploaded documents, with their stored files' keys. */
export const documentsForExport = (db: DbOrTx, userId: string) =>
  db.select().from(documents).where(eq(documents.userId, userId)).orderBy(asc(documents.createdAt));
