import type { DbOrTx } from '@db/client';
import { applicationEvents, applications } from '@db/schema/index';
import { asc, eq, inArray } from 'drizzle-orm';

/** "Download my data" (privacy module): the user's applications with their timelines, and their issued visa files. */
export async function applicationsForExport(db: DbOrTx, userId: string) {
  const apps = await db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(asc(applications.createdAt));
  const ids = apps.map((a) => a.id);
  const events = ids.length
    ? await db
        .select()
        .from(applicationEvents)
        .where(inArray(applicationEvents.applicationId, ids))
        .orderBy(asc(applicationEvents.createdAt))
    : [];
  return {
    applications: apps.map((a) => ({ ...a, timeline: events.filter((e) => e.applicationId === a.id) })),
    visaFiles: apps.flatMap((a) =>
      a.visaFileKey ? [{ ref: a.ref, filename: a.visaFileName ?? 'visa', storageKey: a.visaFileKey }] : [],
    ),
  };
}
