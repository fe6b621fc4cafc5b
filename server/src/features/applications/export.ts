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

/**
 * DPDP Act s.11(1)(b), for "Download my data": each application lodged with a destination's embassy or visa centre
 * (it reached `with_embassy`), which decides on the visa as a fiduciary of its own.
 */
export function embassyRecipients(
  apps: readonly { ref: string; country: string; timeline: readonly { status: string }[] }[],
  countryName: (code: string) => string,
) {
  return apps
    .filter((a) => a.timeline.some((e) => e.status === 'with_embassy'))
    .map((a) => ({
      recipient: `The embassy or visa centre of ${countryName(a.country)}`,
      role: 'decides on the visa',
      purpose: `Deciding on application ${a.ref}`,
      data: "The application's travellers, their passport details and the documents attached to it",
    }));
}
