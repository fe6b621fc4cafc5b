import { type ApplicationStatus, STATUS_LABELS } from '@contract/apply/applications';
import type { VisaFileCheck } from '@contract/apply/passport-check';
import { paiseToRupees } from '@contract/money';
import {
  NEEDS_ACCEPTED_DOCUMENTS,
  NOT_IN_QUEUE_MESSAGE,
  type OpsApplication,
  type OpsRefund,
  type StatusOverride,
  unacceptedRequired,
} from '@contract/ops/console';
import type { DbOrTx } from '@db/client';
import { applicationNotes, opsAudit } from '@db/schema/index';
import { and, asc, eq } from 'drizzle-orm';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { newId } from '../../lib/ids';
import { mask } from '../../lib/mask';
import {
  type ApplicationRow,
  allowedMoves,
  attachVisaFile,
  canMove,
  checklistOf,
  checkVisaFile,
  decideChecklistItem,
  dueAtOf,
  findApplicationByRef,
  isOverdue,
  lockApplication,
  type PassportReadDeps,
  passportCheck,
  readTravellerPassportAgain,
  toPublicApplication,
  transition,
  travellersOf,
  type VisaCheckDeps,
  visaMismatchQuestion,
} from '../applications';
import type { StoredUpload } from '../documents';
import * as documentsRepo from '../documents';
import { findUserById } from '../identity';
import { livePayment, operatorRefundsOf, refundByOperator } from '../payments';
import { refuseMoveWithoutConsent, withdrawnConsents } from '../privacy';
import type { TripChecker } from '../trip-check';
import { assertInQueue, inQueueFor } from './need-to-know';

export async function findOrNotFound(db: DbOrTx, ref: string) {
  const row = await findApplicationByRef(db, ref.toUpperCase());
  if (!row || row.status === 'draft') throw notFound(`No application with reference ${ref}.`);
  return row;
}

const OVERRIDE_ACTION = 'application.status.override';

/**
 * The approval guard: an application goes to the embassy, or is approved, only with every required
 * document accepted (409 naming the others), unless an administrator overrides it with a note, which
 * is recorded for the console's timeline. Runs in the move's transaction, with the application locked.
 */
async function guardAcceptedDocuments(
  tx: DbOrTx,
  actor: OperatorActor,
  row: ApplicationRow,
  to: ApplicationStatus,
  override: string | undefined,
) {
  // A move the graph refuses anyway is answered by the graph, with the moves allowed instead.
  if (!NEEDS_ACCEPTED_DOCUMENTS.includes(to) || !canMove(row.status as ApplicationStatus, to, 'operator')) return;
  const [checklist, travellers] = await Promise.all([checklistOf(tx, row.id), travellersOf(tx, row.id)]);
  const items = unacceptedRequired({ checklist, travellers });
  if (items.length === 0) return;
  const target = STATUS_LABELS[to].toLowerCase();
  if (!override) {
    throw conflict(
      `This application cannot become ${target} while required documents are not accepted: ${items.join(', ')}. Accept them first, or an administrator can override with a note.`,
    );
  }
  if (actor.role !== 'admin') {
    throw new AppError('FORBIDDEN', 'Only an administrator can override the document check.');
  }
  await recordAudit(tx, actor, {
    action: OVERRIDE_ACTION,
    targetType: 'application',
    targetId: row.ref,
    before: { status: row.status },
    after: { status: to, note: override, items },
  });
}

async function overridesOf(db: DbOrTx, ref: string): Promise<StatusOverride[]> {
  const rows = await db
    .select()
    .from(opsAudit)
    .where(
      and(eq(opsAudit.targetType, 'application'), eq(opsAudit.targetId, ref), eq(opsAudit.action, OVERRIDE_ACTION)),
    )
    .orderBy(asc(opsAudit.createdAt));
  return rows.map((row) => {
    const after = row.after as { status: ApplicationStatus; note: string; items: string[] };
    return { ...after, by: row.operatorEmail, at: row.createdAt.toISOString() };
  });
}

/** Name and type of the documents on the checklist (the owner's, as the checklist only takes those). */
async function checklistDocuments(db: DbOrTx, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return documentsRepo.ownedDocumentsAmong(db, userId, ids);
}

/**
 * Everything an operator sees of one application, internal notes included. Outside a support
 * operator's queue (need-to-know.ts) the documents are left out and passport numbers and dates of birth masked.
 */
/** The stored visa check; without need to know, what was read is withheld and the warnings name fields only. */
function visaCheckShown(check: VisaFileCheck | null, shown: boolean): VisaFileCheck | null {
  if (!check || shown) return check;
  const matches = check.matches.map((match) => ({ ...match, typed: null, read: null }));
  const warnings = matches.filter((m) => !m.ok).map((m) => `${m.label}: the application and the visa differ`);
  return { ...check, mrz: null, matches, warnings };
}

export async function applicationDetail(db: DbOrTx, actor: OperatorActor, ref: string): Promise<OpsApplication> {
  const row = await findOrNotFound(db, ref);
  const shown = inQueueFor(actor, row.status);
  const owner = await findUserById(db, row.userId);
  const notes = await db
    .select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, row.id))
    .orderBy(asc(applicationNotes.createdAt));
  const dueAt = dueAtOf(row);
  const application = await toPublicApplication(db, row);
  const documentIds = [...new Set(application.checklist.flatMap((item) => item.documentId ?? []))];
  const [overrides, files, consentsWithdrawn] = await Promise.all([
    overridesOf(db, row.ref),
    shown ? checklistDocuments(db, row.userId, documentIds) : [],
    withdrawnConsents(db, row),
  ]);
  return {
    application: shown
      ? application
      : {
          ...application,
          travellers: application.travellers.map((traveller) => ({
            ...traveller,
            passportNo: mask(traveller.passportNo, 3),
            dob: null,
          })),
        },
    owner: {
      id: owner!.id,
      email: owner!.email,
      name: [owner!.firstName, owner!.lastName].filter(Boolean).join(' '),
    },
    allowedMoves: allowedMoves(row.status as ApplicationStatus, 'operator'),
    notes: notes.map((note) => ({
      id: note.id,
      author: note.authorEmail,
      body: note.body,
      createdAt: note.createdAt.toISOString(),
    })),
    documents: files,
    visaCheck: visaCheckShown(row.visaFileCheck as VisaFileCheck | null, shown),
    overrides,
    overdue: isOverdue(row),
    dueAt: dueAt?.toISOString() ?? null,
    withheld: shown ? null : NOT_IN_QUEUE_MESSAGE,
    consentsWithdrawn,
  };
}

/**
 * A status change from the console: the graph decides (409 with the allowed moves), and when the
 * operator names the status they saw, a change made meanwhile by someone else answers 409 too. The
 * refunds it owes are recorded, and provider refunds queued, by the payments module in the same transaction.
 */
export async function changeApplicationStatus(
  db: DbOrTx,
  actor: OperatorActor,
  ref: string,
  input: { status: ApplicationStatus; note?: string; from?: ApplicationStatus; override?: string },
) {
  const found = await findOrNotFound(db, ref);
  await db.transaction(async (tx) => {
    const row = (await lockApplication(tx, found.id))!;
    if (input.from && row.status !== input.from) {
      throw conflict(
        `This application is now ${STATUS_LABELS[row.status as ApplicationStatus].toLowerCase()}: someone changed it meanwhile. Reload to see the change.`,
      );
    }
    await refuseMoveWithoutConsent(tx, row, input.status);
    await guardAcceptedDocuments(tx, actor, row, input.status, input.override);
    await transition(tx, row, input.status, { actor: 'operator', note: input.note || null });
    await recordAudit(tx, actor, {
      action: 'application.status',
      targetType: 'application',
      targetId: row.ref,
      before: { status: row.status },
      after: { status: input.status, note: input.note || null },
    });
  });
}

/** An operator deciding on a just-submitted application has started its review: it moves to in review first. */
async function startReview(tx: DbOrTx, row: ApplicationRow) {
  if (row.status === 'submitted') await transition(tx, row, 'in_review', { actor: 'operator', note: 'Review started' });
}

/** Accepts or rejects one checklist item; a rejection then asks the traveller again. */
export async function decideItem(
  db: DbOrTx,
  actor: OperatorActor,
  ref: string,
  itemId: string,
  input: { decision: 'accepted' | 'rejected'; note?: string },
) {
  const found = await findOrNotFound(db, ref);
  await db.transaction(async (tx) => {
    const row = (await lockApplication(tx, found.id))!;
    const item = (await checklistOf(tx, row.id)).find((candidate) => candidate.id === itemId);
    if (!item) throw notFound('Checklist item not found.');
    await startReview(tx, row);
    await decideChecklistItem(tx, row.ref, itemId, input.decision, {
      actor: 'operator',
      note: input.note ? `${item.label}: ${input.note}` : null,
    });
    await recordAudit(tx, actor, {
      action: `checklist.${input.decision === 'accepted' ? 'accept' : 'reject'}`,
      targetType: 'application',
      targetId: row.ref,
      before: { itemId, label: item.label, status: item.status, note: item.note },
      after: { itemId, label: item.label, status: input.decision, note: input.note ?? null },
    });
  });
}

/**
 * Accepts every uploaded document not decided yet, in one transaction (one audit entry naming them).
 * Rejected documents wait for the traveller's new upload; the same call again accepts nothing more.
 */
export async function acceptRemaining(db: DbOrTx, actor: OperatorActor, ref: string) {
  const found = await findOrNotFound(db, ref);
  await db.transaction(async (tx) => {
    const row = (await lockApplication(tx, found.id))!;
    const remaining = (await checklistOf(tx, row.id)).filter((item) => item.status === 'uploaded');
    if (remaining.length === 0) return;
    await startReview(tx, row);
    for (const item of remaining) {
      await decideChecklistItem(tx, row.ref, item.id, 'accepted', { actor: 'operator', note: null });
    }
    await recordAudit(tx, actor, {
      action: 'checklist.accept-remaining',
      targetType: 'application',
      targetId: row.ref,
      after: { items: remaining.map((item) => ({ itemId: item.id, label: item.label })) },
    });
  });
}

/**
 * The issued visa's zone against the application, before it is attached: a mismatch answers 409 (field
 * `confirmMismatch`) until the operator confirms it (`confirmMismatch=yes`); never a refusal beyond that.
 */
export async function checkIssuedVisa(deps: VisaCheckDeps, ref: string, file: StoredUpload): Promise<VisaFileCheck> {
  const row = await findOrNotFound(deps.db, ref);
  const check = await checkVisaFile(deps, row, file, new Date());
  if (check.warnings.length > 0 && file.fields.confirmMismatch !== 'yes') {
    const question = visaMismatchQuestion(check);
    throw new AppError('CONFLICT', question, { fields: { confirmMismatch: question } });
  }
  return check;
}

/** Attaches the issued visa (already stored, type-checked and checked against the application) and approves. */
export async function attachVisa(
  db: DbOrTx,
  actor: OperatorActor,
  ref: string,
  file: StoredUpload,
  check: VisaFileCheck | null,
) {
  const found = await findOrNotFound(db, ref);
  await db.transaction(async (tx) => {
    const filename = file.filename.replace(/[^\w.-]+/g, '_').slice(0, 100) || `${found.ref}-visa`;
    const note = file.fields.note?.trim().slice(0, 1000) || 'Visa issued';
    const row = (await lockApplication(tx, found.id))!;
    await guardAcceptedDocuments(tx, actor, row, 'approved', file.fields.override?.trim().slice(0, 1000));
    await attachVisaFile(
      tx,
      found.ref,
      { key: file.key, filename, contentType: file.contentType },
      { actor: 'operator', note },
      check,
    );
    await recordAudit(tx, actor, {
      action: 'application.visa',
      targetType: 'application',
      targetId: found.ref,
      before: { status: found.status, visaFile: found.visaFileName },
      after: { status: 'approved', visaFile: filename },
    });
  });
}

/**
 * Admin: gives back a paid payment, in full or its service fee and GST, to the wallet or the provider
 * (docs/refunds.md). Audited in the refund's transaction; the same refund again answers what was given.
 * A provider refund is queued in that transaction (and listed in the answer while it waits for the provider).
 */
export async function refundPayment(db: DbOrTx, actor: OperatorActor, ref: string, input: OpsRefund) {
  const found = await findOrNotFound(db, ref);
  const live = await livePayment(db, found.id);
  if (live?.status !== 'paid') throw conflict('This application has no paid payment to refund.');
  const made = await db.transaction(async (tx) => {
    await lockApplication(tx, found.id);
    const result = await refundByOperator(tx, found, live.id, input.kind, input.destination);
    if (result.made) {
      await recordAudit(tx, actor, {
        action: `payment.refund.${input.kind}`,
        targetType: 'application',
        targetId: found.ref,
        before: { paymentId: live.id, refunded: paiseToRupees(result.refundedBeforePaise) },
        after: {
          paymentId: live.id,
          toWallet: paiseToRupees(result.walletPaise),
          toProvider: paiseToRupees(result.providerPaise),
          reason: input.reason,
        },
      });
    }
    return result.made;
  });
  return { refunds: await operatorRefundsOf(db, live.id, input.kind), replayed: !made };
}

export async function addNote(db: DbOrTx, actor: OperatorActor & { id: string }, ref: string, body: string) {
  const found = await findOrNotFound(db, ref);
  if (!body.trim()) throw badRequest('Enter note', { body: 'Enter note' });
  await db.transaction(async (tx) => {
    const id = newId();
    await tx
      .insert(applicationNotes)
      .values({ id, applicationId: found.id, authorId: actor.id, authorEmail: actor.email, body });
    await recordAudit(tx, actor, {
      action: 'application.note',
      targetType: 'application',
      targetId: found.ref,
      after: { noteId: id, body },
    });
  });
}

/**
 * A document of this application's checklist, for viewing in the console: the role check and the
 * need-to-know rule (403 outside a support operator's queue) replace the owner check.
 */
export async function checklistDocument(db: DbOrTx, actor: OperatorActor, ref: string, documentId: string) {
  const found = await findOrNotFound(db, ref);
  assertInQueue(actor, found.status);
  const items = await checklistOf(db, found.id);
  if (!items.some((item) => item.documentId === documentId)) throw notFound('Document not found.');
  const document = await documentsRepo.findOwnedDocument(db, found.userId, documentId);
  if (!document) throw notFound('Document not found.');
  return { ...document, applicationRef: found.ref, ownerId: found.userId };
}

/** An operator opened a traveller's document: audited against the traveller, who sees it in /account/privacy. */
export async function auditDocumentView(
  db: DbOrTx,
  actor: OperatorActor,
  document: { id: string; type: string; applicationRef: string; ownerId: string },
) {
  await recordAudit(db, actor, {
    action: 'document.view',
    targetType: 'user',
    targetId: document.ownerId,
    after: { applicationRef: document.applicationRef, documentId: document.id, type: document.type },
  });
}

/** The document review: each traveller's attached passport as read against the application (support: in their queue). */
export async function passportReview(db: DbOrTx, checker: TripChecker, actor: OperatorActor, ref: string) {
  const row = await findOrNotFound(db, ref);
  assertInQueue(actor, row.status);
  return passportCheck(db, checker, row);
}

/** "Read again": an attached passport read anew, recorded in the audit log as the operator's. */
export async function readPassportAgain(deps: PassportReadDeps, actor: OperatorActor, ref: string, documentId: string) {
  const row = await findOrNotFound(deps.db, ref);
  assertInQueue(actor, row.status);
  await readTravellerPassportAgain(deps, row, documentId, new Date());
  await recordAudit(deps.db, actor, {
    action: 'application.passport.read',
    targetType: 'application',
    targetId: row.ref,
    after: { documentId },
  });
}
