import type { ApplicationStatus } from '@contract/apply/applications';
import { todayInIndia } from '@contract/dates';
import type { DbOrTx } from '@db/client';
import { applicationEvents, applications, applicationTravellers, checklistItems } from '@db/schema/index';
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { removeStoredFiles } from '../../lib/file-removal';
import { newId } from '../../lib/ids';
import { keyset, preciseTime } from '../../lib/keyset';
import { qualified } from '../../lib/qualified';
import { removeDocuments } from '../documents';
import { notifyUser } from '../notifications';
import * as repo from './repo';
import {
  plusDays,
  type RetentionDates,
  type RetentionPolicy,
  retentionDates,
  retentionPolicy,
  retentionStart,
} from './retention-policy';
import { CLOSED_STATUSES } from './state-graph';
import { transition } from './status';
import { hasPayments } from './view';

/** The timeline note of the deletion (translated for Hindi readers: contract/src/messages.hi.json). */
export const RETENTION_NOTE = 'Documents, visa file and passport details deleted under the retention policy';
export const ABANDONED_NOTE = 'Cancelled: the draft was left unchanged too long (retention policy)';

/** Which of these applications have documents attached to their checklist. */
async function withDocuments(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: checklistItems.applicationId })
    .from(checklistItems)
    .where(and(inArray(checklistItems.applicationId, ids), isNotNull(checklistItems.documentId)));
  return new Set(rows.map((row) => row.id));
}

/** Documents still kept of an application closed by `closedBefore`, or of a draft left unchanged since `changedBefore`. */
function keptPast(closedBefore: Date | SQL, changedBefore: Date | SQL) {
  return and(
    isNull(applications.documentsDeletedAt),
    or(
      and(
        inArray(applications.status, [...CLOSED_STATUSES]),
        // Every closed application has closed_at (set by the move, backfilled by migration 0018): the index serves it.
        lte(applications.closedAt, closedBefore),
      ),
      and(eq(applications.status, 'draft'), sql`${applications.updatedAt} <= ${changedBefore}`),
    ),
  );
}

/** Applications whose deletion may fall before `horizon`: closed or draft, documents not yet deleted. */
async function candidates(db: DbOrTx, policy: RetentionPolicy, horizon: Date) {
  const closedBefore = plusDays(horizon, -policy.documentDays);
  const changedBefore = plusDays(horizon, -policy.draftDays);
  const rows = await db
    .select()
    .from(applications)
    .where(keptPast(closedBefore, changedBefore))
    .orderBy(applications.id);
  const documented = await withDocuments(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, keepsFiles: documented.has(row.id) || Boolean(row.visaFileKey) }));
}

export interface DueDeletion {
  ref: string;
  status: ApplicationStatus;
  country: string;
  /** documents: a closed application's files; draft: an abandoned draft, deleted whole. */
  kind: 'documents' | 'draft';
  since: Date;
  noticeSentAt: Date | null;
  deleteOn: Date;
}

/**
 * The console's list of what the job deletes soon, soonest first, then by reference. Its order is a date that
 * depends on the moment it is read (a notice not yet sent goes out now at the earliest), so the first page's
 * moment travels in the cursor and every later page computes the dates as of it: the order stays one order.
 */
const duePages = keyset('ops-retention', ['time', 'time', 'id']);

/** A moment to the microsecond, as a cursor carries it. */
const microsecondIso = (at: Date) => at.toISOString().replace('Z', '000Z');

/**
 * A page of `retentionDates` computed in SQL, soonest deletion first, in one statement: the candidates (closed
 * ones on applications_retention_idx, drafts by their status) with their deletion date, those due by the
 * horizon, the `limit + 1` soonest after the cursor.
 */
export async function retentionDuePage(
  db: DbOrTx,
  options: { now: Date; withinDays: number; policy?: RetentionPolicy; cursor?: string; limit: number },
): Promise<{ items: DueDeletion[]; nextCursor: string | null }> {
  const policy = options.policy ?? retentionPolicy();
  const keys = duePages.decode(options.cursor);
  const asOf = keys?.[0] ?? microsecondIso(options.now);
  const now = sql`${asOf}::timestamptz`;
  // Days of 24 hours, as plusDays counts them (whatever the session's time zone).
  const day = (days: number) => sql`(${days} * interval '24 hours')`;
  const horizon = sql`(${now} + ${day(options.withinDays)})`;
  const isDraft = sql`${applications.status} = 'draft'`;
  const start = sql`(case when ${isDraft} then ${applications.updatedAt} else coalesce(${applications.closedAt}, ${applications.updatedAt}) end)`;
  const periodEnds = sql`(${start} + case when ${isDraft} then ${day(policy.draftDays)} else ${day(policy.documentDays)} end)`;
  const noticeSent = sql`(case when ${applications.retentionNoticeAt} >= ${start} then ${applications.retentionNoticeAt} end)`;
  const keepsFiles = sql`(${applications.visaFileKey} is not null or exists (select 1 from ${checklistItems}
    where ${checklistItems.applicationId} = ${qualified(applications.id)} and ${checklistItems.documentId} is not null))`;
  const deleteOn = sql`(case when not ${keepsFiles} and not ${isDraft} then ${periodEnds}
    else greatest(${periodEnds}, coalesce(${noticeSent}, greatest(${periodEnds} - ${day(policy.noticeDays)}, ${now})) + ${day(policy.noticeDays)}) end)`;
  const rows = await db
    .select({
      ref: applications.ref,
      status: applications.status,
      option: applications.option,
      since: preciseTime(start),
      noticeSentAt: preciseTime(noticeSent),
      deleteOn: preciseTime(deleteOn),
    })
    .from(applications)
    .where(
      and(
        keptPast(sql`${horizon} - ${day(policy.documentDays)}`, sql`${horizon} - ${day(policy.draftDays)}`),
        sql`${deleteOn} <= ${horizon}`,
        keys && sql`(${deleteOn}, ${applications.ref}) > (${keys[1]}::timestamptz, ${keys[2]})`,
      ),
    )
    .orderBy(asc(deleteOn), asc(applications.ref))
    .limit(options.limit + 1);
  const page = duePages.page(rows, options.limit, (row) => [asOf, row.deleteOn, row.ref]);
  return {
    items: page.items.map((row) => ({
      ref: row.ref,
      status: row.status as ApplicationStatus,
      country: row.option.countryName,
      kind: row.status === 'draft' ? 'draft' : 'documents',
      since: new Date(row.since),
      noticeSentAt: row.noticeSentAt ? new Date(row.noticeSentAt) : null,
      deleteOn: new Date(row.deleteOn),
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * The documents of this application that no other application still needs: one that is open, a draft,
 * or closed with its own period still running keeps them.
 */
async function documentsToDelete(tx: DbOrTx, row: repo.ApplicationRow, policy: RetentionPolicy, now: Date) {
  const attached = await tx
    .selectDistinct({ id: checklistItems.documentId })
    .from(checklistItems)
    .where(and(eq(checklistItems.applicationId, row.id), isNotNull(checklistItems.documentId)));
  const ids = attached.map((item) => item.id!);
  if (ids.length === 0) return [];
  const closedBefore = plusDays(now, -policy.documentDays);
  const stillNeeded = await tx
    .selectDistinct({ id: checklistItems.documentId })
    .from(checklistItems)
    .innerJoin(applications, eq(applications.id, checklistItems.applicationId))
    .where(
      and(
        inArray(checklistItems.documentId, ids),
        ne(applications.id, row.id),
        sql`not (${inArray(applications.status, [...CLOSED_STATUSES])}
          and (${applications.documentsDeletedAt} is not null
            or coalesce(${applications.closedAt}, ${applications.updatedAt}) <= ${closedBefore}))`,
      ),
    );
  const kept = new Set(stillNeeded.map((item) => item.id));
  return ids.filter((id) => !kept.has(id));
}

/** Deletes a closed application's files and passport particulars and says so on its timeline, in one transaction. */
async function deleteClosedDocuments(tx: DbOrTx, row: repo.ApplicationRow, policy: RetentionPolicy, now: Date) {
  await removeDocuments(tx, row.userId, await documentsToDelete(tx, row, policy, now));
  await removeStoredFiles(tx, [row.visaFileKey]);
  await tx
    .update(applications)
    .set({ visaFileKey: null, visaFileName: null, visaFileType: null, visaFileCheck: null, documentsDeletedAt: now })
    .where(eq(applications.id, row.id));
  await tx
    .update(applicationTravellers)
    .set({ passportNo: null, passportExpiry: null })
    .where(eq(applicationTravellers.applicationId, row.id));
  await tx.insert(applicationEvents).values({
    id: newId(),
    applicationId: row.id,
    fromStatus: row.status,
    status: row.status,
    actor: 'system',
    note: RETENTION_NOTE,
    createdAt: now,
  });
}

/**
 * An abandoned draft goes whole with the documents no other application needs; one with a payment attempt
 * is cancelled instead (payment records are kept: docs/retention.md), and its documents follow later.
 */
async function deleteAbandonedDraft(tx: DbOrTx, row: repo.ApplicationRow, policy: RetentionPolicy, now: Date) {
  if (await hasPayments(tx, row.id)) {
    await transition(tx, row, 'cancelled', { actor: 'system', note: ABANDONED_NOTE });
    return 'cancelled' as const;
  }
  await removeDocuments(tx, row.userId, await documentsToDelete(tx, row, policy, now));
  await repo.deleteApplication(tx, row.id);
  return 'deleted' as const;
}

async function sendNotice(tx: DbOrTx, row: repo.ApplicationRow, dates: RetentionDates, now: Date) {
  await tx.update(applications).set({ retentionNoticeAt: now }).where(eq(applications.id, row.id));
  const start = retentionStart(row)!;
  await notifyUser(tx, {
    kind: 'retention-notice',
    userId: row.userId,
    dedupeKey: `retention-notice:${row.ref}:${start.toISOString()}`,
    data: {
      ref: row.ref,
      country: row.option.countryName,
      deleteOn: todayInIndia(dates.deleteOn),
      draft: row.status === 'draft',
    },
  });
}

export interface RetentionRun {
  noticesSent: number;
  documentsDeleted: number;
  draftsDeleted: number;
  draftsCancelled: number;
}

/**
 * One run of the retention job at `now`: notices first, deletions when due; each application in its own
 * transaction, re-read under its lock, so a second run (or a run in another process) finds nothing left to do.
 */
export async function applyRetention(
  db: DbOrTx,
  options: { now: Date; policy?: RetentionPolicy },
): Promise<RetentionRun> {
  const policy = options.policy ?? retentionPolicy();
  const { now } = options;
  const run: RetentionRun = { noticesSent: 0, documentsDeleted: 0, draftsDeleted: 0, draftsCancelled: 0 };
  // Candidates whose notice may go out now are those whose period ends within the notice days.
  for (const candidate of await candidates(db, policy, plusDays(now, policy.noticeDays))) {
    await db.transaction(async (tx) => {
      const row = await repo.lockById(tx, candidate.row.id);
      if (!row) return;
      const keepsFiles = (await withDocuments(tx, [row.id])).has(row.id) || Boolean(row.visaFileKey);
      const dates = retentionDates(row, keepsFiles, policy, now);
      if (!dates) return;
      if (dates.deleteOn <= now) {
        if (row.status === 'draft') {
          const outcome = await deleteAbandonedDraft(tx, row, policy, now);
          if (outcome === 'deleted') run.draftsDeleted += 1;
          else run.draftsCancelled += 1;
        } else {
          await deleteClosedDocuments(tx, row, policy, now);
          run.documentsDeleted += 1;
        }
      } else if (dates.noticeFrom && dates.noticeFrom <= now && !dates.noticeSentAt) {
        await sendNotice(tx, row, dates, now);
        run.noticesSent += 1;
      }
    });
  }
  return run;
}
