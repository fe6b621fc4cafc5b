import type { DbOrTx } from '@db/client';
import { consents } from '@db/schema/index';
import { and, desc, eq, isNull } from 'drizzle-orm';

export type ConsentRow = typeof consents.$inferSelect;

export async function insertConsent(db: DbOrTx, values: typeof consents.$inferInsert): Promise<ConsentRow> {
  const [row] = await db.insert(consents).values(values).returning();
  return row!;
}

/** Every consent the user gave, newest first. */
export async function consentsOf(db: DbOrTx, userId: string): Promise<ConsentRow[]> {
  return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.grantedAt));
}

export async function findOwnedConsent(db: DbOrTx, userId: string, id: string): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.id, id), eq(consents.userId, userId)));
  return row;
}

/** The latest consent for this purpose: of one application, or of the account (applicationId null). */
export async function latestConsent(
  db: DbOrTx,
  userId: string,
  purpose: string,
  applicationId: string | null,
): Promise<ConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(consents)
    .where(
      and(
        eq(consents.userId, userId),
        eq(consents.purpose, purpose),
        applicationId === null ? isNull(consents.applicationId) : eq(consents.applicationId, applicationId),
      ),
    )
    .orderBy(desc(consents.grantedAt))
    .limit(1);
  return row;
}

/** Stamps a standing consent withdrawn; answers undefined when it was withdrawn already. */
export async function markWithdrawn(db: DbOrTx, id: string, channel: string): Promise<ConsentRow | undefined> {
  const [row] = await db
    .update(consents)
    .set({ withdrawnAt: new Date(), withdrawnChannel: channel })
    .where(and(eq(consents.id, id), isNull(consents.withdrawnAt)))
    .returning();
  return row;
}
