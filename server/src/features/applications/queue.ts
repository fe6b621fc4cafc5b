import { type ApplicationStatus, STATUS_LABELS } from '@contract/apply/applications';
import { todayInIndia } from '@contract/dates';
import type { QueuePage, QueueQuery } from '@contract/ops/console';
import type { DbOrTx } from '@db/client';
import { applications, applicationTravellers } from '@db/schema/index';
import { and, eq, inArray, lte, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../lib/app-error';
import { keyset, preciseTime } from '../../lib/keyset';
import { qualified } from '../../lib/qualified';
import { findUsersByIds } from '../identity';
import { promiseCounts, promiseFilter, promiseStateOf } from './on-time';
import { statusCounts } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Nothing is overdue once the embassy has decided or the traveller has cancelled. */
const CLOSED: ApplicationStatus[] = ['approved', 'rejected', 'cancelled'];

const processingDays = sql`coalesce((${applications.option}->>'processingDays')::int, 0)`;
const dueAt = sql`${applications.submittedAt} + make_interval(days => ${processingDays})`;
const overdueSql = sql`(${dueAt} < now() and ${notInArray(applications.status, CLOSED)})`;

export function dueAtOf(row: { submittedAt: Date | null; option: { processingDays: number } }): Date | null {
  return row.submittedAt ? new Date(row.submittedAt.getTime() + row.option.processingDays * DAY_MS) : null;
}

/** Past the option's processing days since submission, and still open. */
export function isOverdue(row: { status: string; submittedAt: Date | null; option: { processingDays: number } }) {
  const due = dueAtOf(row);
  return Boolean(due && due.getTime() < Date.now() && !CLOSED.includes(row.status as ApplicationStatus));
}

type Sort = 'oldest' | 'newest';

/** The queue's pages, by submission to the microsecond and id; a cursor is bound to its sort order. */
const queuePages = {
  oldest: keyset('ops-queue-oldest', ['time', 'id']),
  newest: keyset('ops-queue-newest', ['time', 'id']),
};

/** Rows after the cursor in the queue's order for `sort` (`where`), and that order (`orderBy`). */
const seekQueue = (sort: Sort, cursor: string | undefined) =>
  queuePages[sort].seek(cursor, [applications.submittedAt, applications.id], sort === 'oldest' ? 'asc' : 'desc');

const preciseSubmittedAt = preciseTime(applications.submittedAt);

function filters(query: Omit<QueueQuery, 'cursor'>, today = todayInIndia()): SQL[] {
  const where: SQL[] = [ne(applications.status, 'draft'), sql`${applications.submittedAt} is not null`];
  if (query.status) where.push(eq(applications.status, query.status));
  if (query.country) where.push(eq(applications.country, query.country));
  if (query.purpose) where.push(sql`${applications.option}->>'purpose' = ${query.purpose}`);
  if (query.minAgeDays !== undefined) {
    where.push(lte(applications.submittedAt, new Date(Date.now() - Number(query.minAgeDays) * DAY_MS)));
  }
  if (query.overdue === 'true') where.push(overdueSql);
  if (query.overdue === 'false') where.push(sql`not ${overdueSql}`);
  if (query.promise) where.push(promiseFilter(query.promise, today));
  return where;
}

/** The operators' queue: filtered, sorted by submission, a page at a time. */
export async function queuePage(db: DbOrTx, query: QueueQuery & { sort: Sort; limit: number }) {
  // Keyset pagination: as fast on the thousandth page as on the first.
  const page = seekQueue(query.sort, query.cursor);
  const today = todayInIndia();
  const [rows, counts, promises] = await Promise.all([
    db
      .select({
        id: applications.id,
        ref: applications.ref,
        status: applications.status,
        country: applications.country,
        option: applications.option,
        submittedAt: applications.submittedAt,
        promisedBy: applications.promisedBy,
        cursorAt: preciseSubmittedAt,
        userId: applications.userId,
        travellers: sql<number>`(select count(*)::int from ${applicationTravellers} where ${applicationTravellers.applicationId} = ${qualified(applications.id)})`,
      })
      .from(applications)
      .where(and(...filters(query, today), page.where))
      .orderBy(...page.orderBy)
      .limit(query.limit + 1),
    statusCounts(db),
    promiseCounts(db, today),
  ]);
  const { items, nextCursor } = queuePages[query.sort].page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  const owners = await findUsersByIds(db, [...new Set(items.map((row) => row.userId))]);
  const emailOf = new Map(owners.map((owner) => [owner.id, owner.email]));
  const now = Date.now();
  const result: QueuePage = {
    items: items.map((row) => {
      const submittedAt = row.submittedAt!;
      return {
        ref: row.ref,
        status: row.status as ApplicationStatus,
        statusLabel: STATUS_LABELS[row.status as ApplicationStatus],
        country: row.country,
        countryName: row.option.countryName,
        optionName: row.option.name,
        purpose: row.option.purpose,
        travellers: Number(row.travellers),
        ownerEmail: emailOf.get(row.userId) ?? '',
        submittedAt: submittedAt.toISOString(),
        ageDays: Math.floor((now - submittedAt.getTime()) / DAY_MS),
        dueAt: dueAtOf(row)!.toISOString(),
        overdue: isOverdue(row),
        promisedBy: row.promisedBy,
        promise: promiseStateOf(row, today),
      };
    }),
    nextCursor,
    counts,
    promiseCounts: promises,
  };
  return result;
}

/** The applications before and after this one in the queue with these filters (the desk's previous and next). */
export async function queueNeighbours(db: DbOrTx, ref: string, query: Omit<QueueQuery, 'cursor'> & { sort: Sort }) {
  const [current] = await db
    .select({ id: applications.id, submittedAt: preciseSubmittedAt })
    .from(applications)
    .where(and(eq(applications.ref, ref.toUpperCase()), ne(applications.status, 'draft')));
  // Also when it no longer matches the filters (worked on, it left "Submitted"): its place in the order counts.
  if (!current?.submittedAt) throw notFound(`No application with reference ${ref}.`);
  const step = async (sort: Sort) => {
    // The application's own place in the order, as the cursor of a page that would end with it.
    const page = seekQueue(sort, queuePages[sort].encode([current.submittedAt, current.id]));
    const [row] = await db
      .select({ ref: applications.ref })
      .from(applications)
      .where(and(...filters(query), page.where))
      .orderBy(...page.orderBy)
      .limit(1);
    return row?.ref ?? null;
  };
  const reverse: Sort = query.sort === 'oldest' ? 'newest' : 'oldest';
  const [previous, next] = await Promise.all([step(reverse), step(query.sort)]);
  return { previous, next };
}

/** The console's user page: a user's applications past the draft, newest first, to the microsecond, then id. */
const ownerPages = keyset('ops-user-applications', ['time', 'id']);

/**
 * A page of a user's applications past the draft, newest first, in one statement on
 * applications_user_created_idx (user_id, created_at, id) where status <> 'draft'.
 */
export async function applicationsOfOwner(db: DbOrTx, userId: string, query: { cursor?: string; limit: number }) {
  const page = ownerPages.seek(query.cursor, [applications.createdAt, applications.id], 'desc');
  const rows = await db
    .select({
      id: applications.id,
      ref: applications.ref,
      status: applications.status,
      option: applications.option,
      cursorAt: preciseTime(applications.createdAt),
    })
    .from(applications)
    .where(and(eq(applications.userId, userId), ne(applications.status, 'draft'), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const { items, nextCursor } = ownerPages.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  return {
    items: items.map((app) => ({
      ref: app.ref,
      status: app.status as ApplicationStatus,
      statusLabel: STATUS_LABELS[app.status as ApplicationStatus],
      countryName: app.option.countryName,
    })),
    nextCursor,
  };
}

/** Whether the user has an application in one of these statuses: one row at most, never their whole list. */
export async function ownsApplicationIn(db: DbOrTx, userId: string, statuses: readonly ApplicationStatus[]) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), inArray(applications.status, [...statuses])))
    .limit(1);
  return Boolean(row);
}

/** The owner of the application with this reference, for staff searching users by reference. */
export async function ownersOfReference(db: DbOrTx, ref: string): Promise<string[]> {
  const rows = await db
    .select({ userId: applications.userId })
    .from(applications)
    .where(eq(applications.ref, ref.trim().toUpperCase()));
  return rows.map((row) => row.userId);
}
