import type { DbOrTx } from '@db/client';
import { payments } from '@db/schema/index';
import { eq } from 'drizzle-orm';

/** "Download my data" (privacy module): the user's payments (amounts in paise). */
export const paymentsForExport = (db: DbOrTx, userId: string) =>
  db.select().from(payments).where(eq(payments.userId, userId));
