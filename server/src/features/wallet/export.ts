import type { DbOrTx } from '@db/client';
import { walletTransactions } from '@db/schema/index';
import { asc, eq } from 'drizzle-orm';

/** "Download my data" (privacy module): the user's wallet transactions (amounts in paise). */
export const walletForExport = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(asc(walletTransactions.createdAt));
