import { type Actor, type ApplicationStatus, type RefundTo, STATUS_LABELS } from '@contract/apply/applications';
import type { VisaFileCheck } from '@contract/apply/passport-check';
import { todayInIndia } from '@contract/dates';
import type { DbOrTx } from '@db/client';
import type { TimelineRefund } from '@db/schema/index';
import { conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { notifyUser } from '../notifications';
import { promiseOnMove } from './on-time';
import * as repo from './repo';
import { CLOSED_STATUSES, canMove, moveRefused } from './state-graph';
import { ownedOrNotFound } from './view';

export interface MoveContext {
  actor: Actor;
  note?: string | null;
  /** Where a cancellation's refund goes: the way it was paid (the default), or all of it as wallet credit. */
  refundTo?: RefundTo;
  /** The moment of the move (now unless a test or a command sets the clock): the on-time promise counts from it. */
  now?: Date;
}

/** A status change, as announced to the modules that react to it (payments gives refunds back). */
export interface StatusChange {
  /** The application as it was before the move, locked for the move's transaction. */
  application: repo.ApplicationRow;
  from: ApplicationStatus;
  to: ApplicationStatus;
  actor: Actor;
  refundTo: RefundTo;
}

export type StatusChangeListener = (tx: DbOrTx, change: StatusChange) => Promise<void>;

const listeners = new Set<StatusChangeListener>();

/**
 * Another module reacts to every status change inside the move's transaction: what it writes (or queues)
 * commits or rolls back with the move. Registered once at start-up; the same listener twice is kept once.
 */
export function onStatusChange(listener: StatusChangeListener): void {
  listeners.add(listener);
}

/**
 * The one place an application changes status: checks the state graph (409 with the allowed moves
 * otherwise), writes the timeline row, tells the traveller and announces the change to its listeners
 * (payments: the refunds of docs/refunds.md), all in the caller's transaction.
 * The row must be locked (repo.lockById) by the caller.
 */
export async function transition(
  tx: DbOrTx,
  row: repo.ApplicationRow,
  to: ApplicationStatus,
  context: MoveContext,
): Promise<repo.ApplicationRow> {
  const from = row.status as ApplicationStatus;
  if (!canMove(from, to, context.actor)) throw moveRefused(from, to, context.actor);
  const now = context.now ?? new Date();
  const updated = await repo.updateApplication(tx, row.id, {
    status: to,
    ...promiseOnMove(row, from, to, todayInIndia(now)),
    ...(to === 'submitted' ? { submittedAt: now } : {}),
    ...(CLOSED_STATUSES.includes(to) ? { closedAt: now } : {}),
  });
  const eventId = newId();
  await repo.insertEvent(tx, {
    id: eventId,
    applicationId: row.id,
    fromStatus: from,
    status: to,
    actor: context.actor,
    note: context.note ?? null,
  });
  const change = { application: row, from, to, actor: context.actor, refundTo: context.refundTo ?? 'original' };
  for (const listener of listeners) await listener(tx, change);
  await tellTraveller(tx, updated, to, context.note ?? null, eventId);
  return updated;
}

/**
 * A refund's entry on the timeline (docs/refunds.md#what-the-traveller-is-told): the status does not change; the
 * entry says where each rupee went. `note` is its English sentence for the console and the data export.
 */
export async function recordRefundEntry(
  tx: DbOrTx,
  application: Pick<repo.ApplicationRow, 'id' | 'status'>,
  entry: { actor: Actor; note: string; refund: TimelineRefund },
) {
  await repo.insertEvent(tx, {
    id: newId(),
    applicationId: application.id,
    fromStatus: application.status,
    status: application.status,
    actor: entry.actor,
    note: entry.note,
    refund: entry.refund,
    // After the move's own entry, which the database dates at the transaction's start.
    createdAt: new Date(),
  });
}

/** What a submitted application's message says comes next: the promised decision date (docs/on-time.md). */
const nextSteps = (row: repo.ApplicationRow) =>
  row.promisedBy ? { processingDays: row.option.processingDays, decisionBy: row.promisedBy } : {};

/** The traveller hears of every move, in the move's transaction (sent once the transaction commits). */
async function tellTraveller(
  tx: DbOrTx,
  row: repo.ApplicationRow,
  to: ApplicationStatus,
  note: string | null,
  eventId: string,
) {
  const country = row.option.countryName;
  if (to === 'documents_requested') {
    const items = (await repo.checklistOf(tx, row.id))
      .filter((item) => item.status === 'rejected' || (item.required && item.status === 'missing'))
      .map((item) => ({ label: item.label, note: item.note }));
    await notifyUser(tx, {
      kind: 'documents-requested',
      userId: row.userId,
      dedupeKey: `documents-requested:${row.ref}:${eventId}`,
      data: { ref: row.ref, country, items },
    });
    return;
  }
  await notifyUser(tx, {
    kind: 'application-status',
    userId: row.userId,
    dedupeKey: `application-status:${row.ref}:${to}:${eventId}`,
    data: {
      ref: row.ref,
      country,
      status: STATUS_LABELS[to],
      note,
      ...(to === 'submitted' ? nextSteps(row) : {}),
    },
  });
}

/** Moves an application by reference: the operator command line, the partner API and (later) the console. */
export async function changeStatus(db: DbOrTx, ref: string, to: ApplicationStatus, context: MoveContext) {
  const found = await repo.findByRef(db, ref);
  if (!found) throw notFound(`No application with reference ${ref}.`);
  return db.transaction(async (tx) => transition(tx, (await repo.lockById(tx, found.id))!, to, context));
}

/** An operator's decision on one checklist item; a rejection asks the traveller for it again. */
export async function decideChecklistItem(
  db: DbOrTx,
  ref: string,
  itemId: string,
  decision: 'accepted' | 'rejected',
  context: MoveContext,
) {
  const found = await repo.findByRef(db, ref);
  if (!found) throw notFound(`No application with reference ${ref}.`);
  return db.transaction(async (tx) => {
    const row = (await repo.lockById(tx, found.id))!;
    const item = (await repo.checklistOf(tx, row.id)).find((i) => i.id === itemId);
    if (!item) throw notFound('Checklist item not found.');
    if (!['submitted', 'in_review', 'documents_requested'].includes(row.status)) {
      throw conflict('Documents can be decided only while the application is being reviewed.');
    }
    await repo.setChecklistItem(tx, item.id, { status: decision, note: context.note ?? null });
    if (decision === 'rejected' && row.status === 'in_review') {
      await transition(tx, row, 'documents_requested', {
        ...context,
        note: context.note ?? `${item.label}: please upload again`,
      });
    }
  });
}

/** Cancels the caller's application while the graph allows it (payments gives back what the policy says). */
export async function cancelApplication(db: DbOrTx, userId: string, ref: string, refundTo: RefundTo = 'original') {
  const found = await ownedOrNotFound(db, userId, ref);
  await db.transaction(async (tx) => {
    const row = (await repo.lockById(tx, found.id))!;
    await transition(tx, row, 'cancelled', { actor: 'traveller', note: 'Cancelled by the traveller', refundTo });
  });
  return found.id;
}

/** An approved application's visa file: the operator attaches it and the application becomes approved. */
export async function attachVisaFile(
  db: DbOrTx,
  ref: string,
  file: { key: string; filename: string; contentType: string },
  context: MoveContext,
  check: VisaFileCheck | null = null,
) {
  const found = await repo.findByRef(db, ref);
  if (!found) throw notFound(`No application with reference ${ref}.`);
  return db.transaction(async (tx) => {
    const row = (await repo.lockById(tx, found.id))!;
    const moved = row.status === 'approved' ? row : await transition(tx, row, 'approved', context);
    return repo.updateApplication(tx, moved.id, {
      visaFileKey: file.key,
      visaFileName: file.filename,
      visaFileType: file.contentType,
      visaFileCheck: check,
    });
  });
}
