import type { DbOrTx } from '@db/client';
import { dataBreaches, grievanceNotes, grievanceReminders, grievances } from '@db/schema/index';
import { asc, eq, inArray } from 'drizzle-orm';
import { randomDigits } from '../../lib/ids';

export type GrievanceRow = typeof grievances.$inferSelect;
export type GrievanceNoteRow = typeof grievanceNotes.$inferSelect;
export type GrievanceReminderRow = typeof grievanceReminders.$inferSelect;
export type BreachRow = typeof dataBreaches.$inferSelect;

/** A new reference, PREFIX-YYYY-NNNNNN, not yet used in `table` (checked, then guarded by its unique index). */
export async function newReference(db: DbOrTx, prefix: 'GRV' | 'BR', now: Date): Promise<string> {
  const table = prefix === 'GRV' ? grievances : dataBreaches;
  for (let attempt = 0; attempt < 10; attempt++) {
    const reference = `${prefix}-${now.getUTCFullYear()}-${randomDigits(6)}`;
    const [taken] = await db.select({ id: table.id }).from(table).where(eq(table.reference, reference));
    if (!taken) return reference;
  }
  throw new Error(`no free ${prefix} reference after 10 attempts`);
}

export async function findGrievance(db: DbOrTx, id: string, lock = false): Promise<GrievanceRow | undefined> {
  const query = db.select().from(grievances).where(eq(grievances.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Notes and reminders of these cases, oldest first. */
export async function caseHistory(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return { notes: [] as GrievanceNoteRow[], reminders: [] as GrievanceReminderRow[] };
  const notes = await db
    .select()
    .from(grievanceNotes)
    .where(inArray(grievanceNotes.grievanceId, ids))
    .orderBy(asc(grievanceNotes.createdAt));
  const reminders = await db
    .select()
    .from(grievanceReminders)
    .where(inArray(grievanceReminders.grievanceId, ids))
    .orderBy(asc(grievanceReminders.sentAt));
  return { notes, reminders };
}
