import type { DbOrTx } from '@db/client';
import { referrals } from '@db/schema/index';
import { eq, or } from 'drizzle-orm';

/** "Download my data" (privacy module): the referrals the user made or came through. */
export const referralsForExport = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(referrals)
    .where(or(eq(referrals.referrerId, userId), eq(referrals.refereeId, userId)));
