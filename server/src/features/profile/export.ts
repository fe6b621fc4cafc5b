import type { DbOrTx } from '@db/client';
import { profiles } from '@db/schema/index';
import { eq } from 'drizzle-orm';

/** "Download my data" (privacy module): the user's profile (passport and travel details), or null. */
export async function profileForExport(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}
