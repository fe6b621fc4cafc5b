import type { DbOrTx } from '@db/client';
import { savedApplications, visaApplications } from '@db/schema/index';
import { eq } from 'drizzle-orm';

/** "Delete my account", the visa history's part: the booking site's applications and saved ones shown here. */
export async function eraseVisaHistory(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(visaApplications).where(eq(visaApplications.userId, userId));
  await tx.delete(savedApplications).where(eq(savedApplications.userId, userId));
}
