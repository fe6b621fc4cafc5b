import type { DbOrTx } from '@db/client';
import { contactMessages } from '@db/schema/index';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: DbOrTx, values: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row;
}
