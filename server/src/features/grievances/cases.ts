import { grievanceTopicLabel } from '@contract/grievances';
import type { GrievanceCase, GrievanceList, GrievanceQuery } from '@contract/ops/grievances';
import type { DbOrTx } from '@db/client';
import { grievanceNotes, grievances } from '@db/schema/index';
import { and, eq, ne } from 'drizzle-orm';
import { conflict, notFound } from '../../lib/app-error';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { newId } from '../../lib/ids';
import { queueMessage } from '../notifications';
import { type GrievanceOfficerSettings, grievanceAcknowledged, grievanceOutcome } from './emails';
import {
  caseHistory,
  findGrievance,
  type GrievanceRow,
  openCasePages,
  openCasesPage,
  resolvedCasePages,
  resolvedCasesPage,
} from './repo';

/** The step still open and its deadline: acknowledging, then resolving; none once resolved. */
export function nextDeadline(row: GrievanceRow) {
  if (row.status === 'resolved') return null;
  if (row.status === 'new') return { step: 'acknowledge' as const, dueAt: row.acknowledgeBy };
  return { step: 'resolve' as const, dueAt: row.resolveBy };
}

/** Overdue: a deadline passed with its step not done (an unacknowledged case past 15 days is overdue on both). */
export function isOverdue(row: GrievanceRow, now: Date): boolean {
  if (row.status === 'resolved') return false;
  const ackLate = row.status === 'new' && row.acknowledgeBy <= now;
  return ackLate || row.resolveBy <= now;
}

async function toCases(db: DbOrTx, rows: GrievanceRow[], now: Date): Promise<GrievanceCase[]> {
  const { notes, reminders } = await caseHistory(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const next = nextDeadline(row);
    return {
      id: row.id,
      reference: row.reference,
      name: row.name,
      email: row.email,
      topic: row.topic as GrievanceCase['topic'],
      topicLabel: grievanceTopicLabel(row.topic),
      details: row.details,
      applicationRef: row.applicationRef,
      lang: row.lang === 'hi' ? 'hi' : 'en',
      status: row.status as GrievanceCase['status'],
      createdAt: row.createdAt.toISOString(),
      acknowledgeBy: row.acknowledgeBy.toISOString(),
      resolveBy: row.resolveBy.toISOString(),
      acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
      acknowledgedBy: row.acknowledgedBy,
      resolvedAt: row.resolvedAt?.toISOString() ?? null,
      resolvedBy: row.resolvedBy,
      resolution: row.resolution,
      overdue: isOverdue(row, now),
      nextDeadline: next ? { step: next.step, dueAt: next.dueAt.toISOString() } : null,
      notes: notes
        .filter((note) => note.grievanceId === row.id)
        .map((note) => ({
          id: note.id,
          author: note.authorEmail,
          body: note.body,
          createdAt: note.createdAt.toISOString(),
        })),
      reminders: reminders
        .filter((reminder) => reminder.grievanceId === row.id)
        .map((reminder) => ({ stage: reminder.stage, sentAt: reminder.sentAt.toISOString() })),
    };
  });
}

/**
 * A page of the console's cases: open ones by their next deadline, then resolved ones newest first. The first
 * part's pages read both parts at once (`limit + 1` of each after the cursor, two queries) and the resolved
 * part's pages only their own; then the page's notes and reminders, whatever it holds.
 */
export async function listGrievances(
  db: DbOrTx,
  query: GrievanceQuery & { cursor?: string; limit: number },
  now = new Date(),
): Promise<GrievanceList> {
  const inResolved = query.cursor !== undefined && !openCasePages.owns(query.cursor);
  const wantsOpen = query.status !== 'resolved' && !inResolved;
  const wantsResolved = (!query.status || query.status === 'resolved') && query.overdue !== 'true';
  const overdue = query.overdue === undefined ? undefined : query.overdue === 'true';
  const [open, resolved] = await Promise.all([
    wantsOpen ? openCasesPage(db, { ...query, overdue }, now) : [],
    wantsResolved ? resolvedCasesPage(db, { cursor: inResolved ? query.cursor : undefined, limit: query.limit }) : [],
  ]);
  const rows = [
    ...open.map((row) => ({ row, pages: openCasePages })),
    ...resolved.map((row) => ({ row, pages: resolvedCasePages })),
  ];
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await toCases(
      db,
      page.map(({ row }) => row),
      now,
    ),
    nextCursor: rows.length > query.limit && last ? last.pages.encode([last.row.cursorAt, last.row.id]) : null,
  };
}

export async function grievanceCase(db: DbOrTx, id: string, now = new Date()): Promise<GrievanceCase> {
  const row = await findGrievance(db, id);
  if (!row) throw notFound('Grievance not found.');
  return (await toCases(db, [row], now))[0]!;
}

async function lockOpen(db: DbOrTx, id: string): Promise<GrievanceRow> {
  const row = await findGrievance(db, id, true);
  if (!row) throw notFound('Grievance not found.');
  if (row.status === 'resolved') throw conflict('This grievance is already resolved.');
  return row;
}

/** Takes the case up: the person is told, and the 24-hour clock stops. */
export async function acknowledgeGrievance(db: DbOrTx, actor: OperatorActor, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    if (row.status !== 'new') throw conflict('This grievance is already acknowledged.');
    const [updated] = await tx
      .update(grievances)
      .set({ status: 'acknowledged', acknowledgedAt: now, acknowledgedBy: actor.email })
      .where(eq(grievances.id, id))
      .returning();
    await queueMessage(tx, { ...grievanceAcknowledged(updated!), dedupeKey: `grievance-acknowledged:${id}` });
    await recordAudit(tx, actor, {
      action: 'grievance.acknowledge',
      targetType: 'grievance',
      targetId: id,
      before: { status: row.status },
      after: { status: 'acknowledged' },
    });
  });
  return grievanceCase(db, id, now);
}

export async function addGrievanceNote(db: DbOrTx, actor: OperatorActor, id: string, body: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await findGrievance(tx, id, true);
    if (!row) throw notFound('Grievance not found.');
    const noteId = newId();
    await tx
      .insert(grievanceNotes)
      .values({ id: noteId, grievanceId: id, authorEmail: actor.email, body, createdAt: now });
    await recordAudit(tx, actor, {
      action: 'grievance.note',
      targetType: 'grievance',
      targetId: id,
      after: { noteId },
    });
  });
  return grievanceCase(db, id, now);
}

/** Resolves with a reply e-mailed to the person (acknowledging it too when that was still open). */
export async function resolveGrievance(
  db: DbOrTx,
  actor: OperatorActor,
  id: string,
  reply: string,
  officer: GrievanceOfficerSettings,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    const [updated] = await tx
      .update(grievances)
      .set({
        status: 'resolved',
        resolvedAt: now,
        resolvedBy: actor.email,
        resolution: reply,
        acknowledgedAt: row.acknowledgedAt ?? now,
        acknowledgedBy: row.acknowledgedBy ?? actor.email,
      })
      .where(and(eq(grievances.id, id), ne(grievances.status, 'resolved')))
      .returning();
    await queueMessage(tx, { ...grievanceOutcome(updated!, reply, officer), dedupeKey: `grievance-resolved:${id}` });
    await recordAudit(tx, actor, {
      action: 'grievance.resolve',
      targetType: 'grievance',
      targetId: id,
      before: { status: row.status },
      after: { status: 'resolved', reply },
    });
  });
  return grievanceCase(db, id, now);
}
