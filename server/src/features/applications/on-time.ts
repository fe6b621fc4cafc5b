/**
 * The on-time promise (docs/on-time.md): at submission an application is promised a decision by a date, the
 * option's processing time in working days of India's calendar (weekends and India's public holidays from
 * `date-holidays` skipped). The clock stops while the application waits on the traveller (documents requested) and
 * the promise moves by the working days it waited. An application not decided by its date is compensated once: the
 * service fee and its GST back the way they were paid (the payments module gives them, provideLateCompensation).
 */
import type { ApplicationStatus } from '@contract/apply/applications';
import { PROMISE_RUNNING } from '@contract/apply/statuses';
import { todayInIndia } from '@contract/dates';
import { formatRupees, paiseToRupees } from '@contract/money';
import type { PromiseState } from '@contract/ops/console';
import { shiftWorkingDays, workingDaysBetween } from '@contract/processing-time';
import type { Database, DbOrTx } from '@db/client';
import { applicationPromiseCounts, applications } from '@db/schema/index';
import { and, asc, gte, inArray, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../lib/ids';
import { isIndianPublicHoliday } from '../../lib/indian-holidays';
import type { QueueDefinition } from '../../lib/jobs';
import { notifyUser } from '../notifications';
import * as repo from './repo';

/** The date a decision is promised for an application submitted on `submittedOn` (India's date). */
export const promisedDecisionDate = (submittedOn: string, processingDays: number) =>
  shiftWorkingDays(submittedOn, processingDays, isIndianPublicHoliday);

/**
 * The working days of the promise's calendar after `from` up to and including `to` (India's dates): the wait on the
 * traveller, the time to a decision and how late it came all count this way.
 */
export const promiseWorkingDaysBetween = (from: string, to: string) =>
  workingDaysBetween(from, to, isIndianPublicHoliday);

/** The last promised date that counts as at risk today: the next working day. */
const atRiskUntil = (today: string) => shiftWorkingDays(today, 1, isIndianPublicHoliday);

/**
 * What a move changes of the promise (India's date `today`): submission sets it; entering "documents requested"
 * stops the clock; leaving it moves the promise by the working days waited (after the day the wait began, up to and
 * including today) and starts the clock again.
 */
export function promiseOnMove(
  row: Pick<repo.ApplicationRow, 'option' | 'promisedBy' | 'promisePausedOn'>,
  from: ApplicationStatus,
  to: ApplicationStatus,
  today: string,
): Partial<Pick<repo.ApplicationRow, 'promisedBy' | 'promisePausedOn'>> {
  if (to === 'submitted') return { promisedBy: promisedDecisionDate(today, row.option.processingDays) };
  if (!row.promisedBy) return {};
  if (from === 'documents_requested' && row.promisePausedOn) {
    const waited = promiseWorkingDaysBetween(row.promisePausedOn, today);
    return {
      promisedBy: shiftWorkingDays(row.promisedBy, waited, isIndianPublicHoliday),
      promisePausedOn: to === 'documents_requested' ? today : null,
    };
  }
  if (to === 'documents_requested') return { promisePausedOn: today };
  return {};
}

/**
 * Where an application stands against its promise today: late once the date has passed, at risk when it is today
 * or the next working day, paused while documents are requested; null without one, or once decided or cancelled.
 */
export function promiseStateOf(row: { status: string; promisedBy: string | null }, today: string): PromiseState | null {
  if (!row.promisedBy) return null;
  if (row.status === 'documents_requested') return 'paused';
  if (!PROMISE_RUNNING.includes(row.status as ApplicationStatus)) return null;
  if (row.promisedBy < today) return 'late';
  return row.promisedBy <= atRiskUntil(today) ? 'at_risk' : 'on_track';
}

const running = inArray(applications.status, [...PROMISE_RUNNING]);

/** The queue's filter for at-risk or late applications today. */
export function promiseFilter(state: 'at_risk' | 'late', today: string): SQL {
  return state === 'late'
    ? and(running, lt(applications.promisedBy, today))!
    : and(running, gte(applications.promisedBy, today), lte(applications.promisedBy, atRiskUntil(today)))!;
}

/** How many applications are at risk and late today (whatever the queue's other filters). */
export async function promiseCounts(db: DbOrTx, today: string): Promise<{ atRisk: number; late: number }> {
  const [row] = await promiseCountsQuery(db, today);
  return { atRisk: Number(row?.atRisk ?? 0), late: Number(row?.late ?? 0) };
}

/** promiseCounts's query, not yet run: the counts per promised date up to the next working day (a trigger keeps them). */
export function promiseCountsQuery(db: DbOrTx, today: string) {
  const { promisedBy, count } = applicationPromiseCounts;
  return db
    .select({
      atRisk: sql<number>`coalesce(sum(${count}) filter (where ${gte(promisedBy, today)}), 0)::int`,
      late: sql<number>`coalesce(sum(${count}) filter (where ${lt(promisedBy, today)}), 0)::int`,
    })
    .from(applicationPromiseCounts)
    .where(lte(promisedBy, atRiskUntil(today)));
}

/** What the compensation of a missed promise gave back, and where (paise). */
export interface LateCompensation {
  providerPaise: number;
  walletPaise: number;
}

type Compensator = (tx: DbOrTx, application: repo.ApplicationRow) => Promise<LateCompensation>;
let compensator: Compensator | undefined;

/** The payments module gives the service fee and GST back (wirePayments registers it at start-up). */
export function provideLateCompensation(give: Compensator): void {
  compensator = give;
}

/** The timeline note of a compensation (translated for Hindi readers: contract/src/messages.hi.json). */
export const compensationNote = (promisedBy: string, amountPaise: number) =>
  `Not decided by the promised date (${promisedBy}): the service fee and GST, ${formatRupees(paiseToRupees(amountPaise))}, are given back`;

/**
 * Compensates every application not decided by its promised date, once each: the row is locked and its
 * `compensated_at` set in the transaction that gives the money back (the refund's own unique key, payment + reason
 * `late` + destination, stops a second payment too), writes the timeline and tells the traveller. Two runs at once,
 * in one process or two, or a run after a restart, find it done and give nothing more. Returns how many it compensated.
 */
export async function compensateLateApplications(db: DbOrTx, now = new Date()): Promise<number> {
  if (!compensator) throw new Error('Late compensation is not wired (wirePayments).');
  const give = compensator;
  const today = todayInIndia(now);
  const due = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(isNull(applications.compensatedAt), running, lt(applications.promisedBy, today)))
    .orderBy(asc(applications.promisedBy));
  let compensated = 0;
  for (const { id } of due) {
    const made = await db.transaction(async (tx) => {
      const row = await repo.lockById(tx, id);
      if (!row?.promisedBy || row.compensatedAt || promiseStateOf(row, today) !== 'late') return false;
      const given = await give(tx, row);
      const amountPaise = given.providerPaise + given.walletPaise;
      await repo.updateApplication(tx, row.id, { compensatedAt: now });
      await repo.insertEvent(tx, {
        id: newId(),
        applicationId: row.id,
        fromStatus: row.status,
        status: row.status,
        actor: 'system',
        note: compensationNote(row.promisedBy, amountPaise),
      });
      await notifyUser(tx, {
        kind: 'on-time-compensation',
        userId: row.userId,
        dedupeKey: `on-time-compensation:${row.ref}`,
        data: { ref: row.ref, country: row.option.countryName, promisedBy: row.promisedBy, ...given },
      });
      return true;
    });
    if (made) compensated++;
  }
  return compensated;
}

/** Every hour at 45 minutes past, in one process of however many run (pg-boss's scheduler). */
export const onTimeQueue = (settings: { retryDelaySeconds: number; timeoutSeconds: number }): QueueDefinition => ({
  name: 'on-time-check',
  cron: '45 * * * *',
  // The next hour does the same work: one retry, for a database that was briefly away.
  retryLimit: 1,
  retryDelaySeconds: settings.retryDelaySeconds,
  timeoutSeconds: settings.timeoutSeconds,
});

export const onTimeJob =
  (database: Database, logger?: FastifyBaseLogger, clock: () => Date = () => new Date()) =>
  async (_data: unknown, job: { id: string }) => {
    const compensated = await compensateLateApplications(database.db, clock());
    if (compensated > 0) logger?.info({ job: job.id, compensated }, 'missed promises compensated');
  };

/** An application decided (approved or rejected) that had a promised date: a line of the public on-time record. */
export interface DecidedPromise {
  id: string;
  ref: string;
  country: string;
  countryName: string;
  /** India's dates: submission, the promise (as moved by waits on the traveller) and the decision. */
  submittedOn: string;
  promisedBy: string;
  decidedOn: string;
}

/** Every decided application that had a promise (those submitted before the promise existed never count). */
export async function decidedPromises(db: DbOrTx): Promise<DecidedPromise[]> {
  const rows = await db
    .select({
      id: applications.id,
      ref: applications.ref,
      country: applications.country,
      // The name only, not the whole option snapshot (its requirements): the record reads every decided application.
      countryName: sql<string>`${applications.option}->>'countryName'`,
      submittedAt: applications.submittedAt,
      promisedBy: applications.promisedBy,
      closedAt: applications.closedAt,
    })
    .from(applications)
    .where(
      and(
        inArray(applications.status, ['approved', 'rejected']),
        isNotNull(applications.promisedBy),
        isNotNull(applications.submittedAt),
        isNotNull(applications.closedAt),
      ),
    )
    .orderBy(asc(applications.closedAt), asc(applications.id));
  return rows.map((row) => ({
    id: row.id,
    ref: row.ref,
    country: row.country,
    countryName: row.countryName,
    submittedOn: todayInIndia(row.submittedAt!),
    promisedBy: row.promisedBy!,
    decidedOn: todayInIndia(row.closedAt!),
  }));
}
