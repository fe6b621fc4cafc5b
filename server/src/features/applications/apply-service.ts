import { randomInt } from 'node:crypto';
import {
  type Actor,
  type Application,
  type ApplicationStatus,
  type CreateApplication,
  MAX_TRAVELLERS,
  PASSPORT_MONTHS_BEYOND_TRIP,
  STATUS_LABELS,
  type TrackResponse,
  type TravellerInput,
  type UpdateApplication,
} from '@contract/apply/applications';
import { paiseToRupees, priceFor, pricePerTraveller, splitTotal } from '@contract/apply/pricing';
import { MAX_START_DAYS_AHEAD, type VisaPurpose, visaTypeLabel } from '@contract/catalogue';
import type { Lang } from '@contract/lang';
import { visaReadyBy } from '@contract/processing-time';
import type { DbOrTx } from '@db/client';
import type { OptionSnapshot } from '@db/schema/index';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { wordsFor } from '../catalogue/translations';
import { findUserById } from '../identity';
import { notifyUser } from '../notifications/notify';
import { invoicePath } from '../payments/invoice';
import { refundsOnEntering } from '../payments/refunds';
import * as paymentsRepo from '../payments/repo';
import { type CreditNoteRow, creditNotesOfPayments } from '../payments/tax-documents';
import { testCheckoutUrl } from '../payments/test-provider';
import * as profiles from '../profile/repo';
import * as repo from './apply-repo';
import { canMove, moveRefused } from './state-graph';

const APPLICATION_NOT_FOUND = 'Application not found.';

/** HV-<year>-<6 digits>; random, so references do not reveal how many applications there are. */
const newRef = () => `HV-${new Date().getUTCFullYear()}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** Today's date in India, where the product's travellers are. */
export const todayInIndia = (now = new Date()) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

function addMonths(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Start in the future (and within two years), end after start. */
function travelDateIssues(start: string, end: string, now = new Date()): Record<string, string> {
  const issues: Record<string, string> = {};
  const today = todayInIndia(now);
  if (start <= today) issues.start = 'The travel start date must be in the future';
  else if (start > addDays(today, MAX_START_DAYS_AHEAD)) issues.start = 'The travel start date is too far ahead';
  if (end <= start) issues.end = 'The travel end date must be after the start date';
  return issues;
}

const passportDeadline = (end: string) => addMonths(end, PASSPORT_MONTHS_BEYOND_TRIP);

const formatDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

function passportIssue(traveller: { firstName: string; passportExpiry: string | null }, end: string) {
  if (!traveller.passportExpiry) return undefined;
  const deadline = passportDeadline(end);
  if (traveller.passportExpiry >= deadline) return undefined;
  return `${traveller.firstName}'s passport expires on ${formatDay(traveller.passportExpiry)}. It must be valid until at least ${formatDay(deadline)}, 6 months after the trip ends: renew it or choose earlier dates.`;
}

type ResolvedTraveller = Omit<repo.TravellerRow, 'id' | 'applicationId' | 'position'>;

async function resolveTravellers(db: DbOrTx, userId: string, input: TravellerInput[]): Promise<ResolvedTraveller[]> {
  const fields: Record<string, string> = {};
  const selfCount = input.filter((t) => t.self).length;
  if (selfCount > 1) throw badRequest('Only one traveller can be you', { travellers: 'Only one traveller can be you' });
  if (input.length > MAX_TRAVELLERS) throw badRequest('Too many travellers');
  const needsProfile = selfCount > 0;
  const user = needsProfile ? await findUserById(db, userId) : undefined;
  const profile = needsProfile ? await profiles.profileOf(db, userId) : undefined;
  const resolved = input.map((t, index): ResolvedTraveller => {
    if (t.self) {
      return {
        isSelf: true,
        firstName: t.firstName || user?.firstName || 'Traveller',
        lastName: t.lastName ?? user?.lastName ?? '',
        dob: t.dob ?? profile?.dob ?? null,
        passportNo: t.passportNo ?? profile?.passportNo ?? null,
        passportExpiry: t.passportExpiry ?? profile?.passportExpiry ?? null,
        nationality: t.nationality ?? profile?.nationality ?? null,
        relationship: 'Self',
      };
    }
    if (!t.firstName) fields[`travellers.${index}.firstName`] = 'Enter the first name';
    if (!t.relationship || t.relationship === 'Self') {
      fields[`travellers.${index}.relationship`] = 'Choose how this traveller is related to you';
    }
    return {
      isSelf: false,
      firstName: t.firstName ?? '',
      lastName: t.lastName ?? '',
      dob: t.dob ?? null,
      passportNo: t.passportNo ?? null,
      passportExpiry: t.passportExpiry ?? null,
      nationality: t.nationality ?? null,
      relationship: t.relationship ?? 'Other',
    };
  });
  resolved.forEach((t, index) => {
    if (t.dob && t.dob >= todayInIndia()) fields[`travellers.${index}.dob`] = 'Date of birth must be in the past';
  });
  if (Object.keys(fields).length > 0) throw badRequest('Check the travellers’ details', fields);
  return resolved;
}

function checkDatesAndPassports(start: string, end: string, travellers: ResolvedTraveller[]) {
  const fields = travelDateIssues(start, end);
  travellers.forEach((t, index) => {
    const issue = passportIssue(t, end);
    if (issue) fields[t.isSelf ? 'end' : `travellers.${index}.passportExpiry`] = issue;
  });
  if (Object.keys(fields).length > 0) {
    throw badRequest(Object.values(fields)[0] ?? 'Check the travel dates', fields);
  }
}

/** Items whose requirement reads "(if …)" apply only to some travellers: not required to submit. */
const isConditional = (label: string) => /\(if\b/i.test(label);

function buildRows(
  applicationId: string,
  option: OptionSnapshot,
  travellers: ResolvedTraveller[],
  keep: Map<string, repo.ChecklistRow>,
) {
  const travellerRows = travellers.map((t, position) => ({ ...t, id: newId(), applicationId, position }));
  let position = 0;
  const checklist = travellerRows.flatMap((traveller) =>
    option.requirements.map((label) => {
      const earlier = keep.get(`${traveller.position}:${label}`);
      return {
        id: newId(),
        applicationId,
        travellerId: traveller.id,
        position: position++,
        label,
        required: !isConditional(label),
        status: earlier?.status ?? 'missing',
        documentId: earlier?.documentId ?? null,
        note: earlier?.note ?? null,
      };
    }),
  );
  return { travellerRows, checklist };
}

function priceTotals(option: OptionSnapshot, travellers: number) {
  const price = priceFor(option, travellers);
  return {
    governmentFeePaise: price.governmentFee,
    serviceFeePaise: price.serviceFee,
    gstPaise: price.gst,
    totalPaise: price.total,
  };
}

async function snapshotOf(db: DbOrTx, optionId: string): Promise<{ country: string; snapshot: OptionSnapshot }> {
  const found = await repo.optionWithDestination(db, optionId);
  if (!found)
    throw badRequest('Choose a visa option from the list', { optionId: 'Choose a visa option from the list' });
  const { option, countryName } = found;
  // An option the catalogue has not split yet: a service fee of a fifth of the total, the rest government fee.
  const split =
    option.serviceFeePaise !== null && option.governmentFeePaise !== null
      ? { governmentFeePaise: option.governmentFeePaise, serviceFeePaise: option.serviceFeePaise }
      : splitTotal(option.feesPaise, Math.floor(option.feesPaise / 500) * 100);
  return {
    country: option.countryCode,
    snapshot: {
      name: option.name,
      purpose: option.purpose,
      countryName,
      ...split,
      processingDays: option.processingDays,
      validity: option.validity,
      stay: option.stay,
      requirements: option.requirements,
      estimate: option.isEstimate,
    },
  };
}

/** Open drafts one account may keep: enough for a family's trips, not for filling the database. */
export const MAX_OPEN_DRAFTS = 20;
export const TOO_MANY_DRAFTS = `You already have ${MAX_OPEN_DRAFTS} draft applications. Continue or cancel one of them before starting another.`;

export async function createApplication(db: DbOrTx, userId: string, input: CreateApplication): Promise<Application> {
  const { country, snapshot } = await snapshotOf(db, input.optionId);
  const travellers = await resolveTravellers(db, userId, input.travellers ?? [{ self: true }]);
  checkDatesAndPassports(input.start, input.end, travellers);
  const id = newId();
  await db.transaction(async (tx) => {
    if ((await repo.lockAndCountDrafts(tx, userId)) >= MAX_OPEN_DRAFTS) throw conflict(TOO_MANY_DRAFTS);
    let inserted: repo.ApplicationRow | undefined;
    for (let attempt = 0; !inserted && attempt < 8; attempt++) {
      inserted = await repo.insertApplication(tx, {
        id,
        ref: newRef(),
        userId,
        optionId: input.optionId,
        country,
        option: snapshot,
        startDate: input.start,
        endDate: input.end,
        status: 'draft',
        ...priceTotals(snapshot, travellers.length),
      });
    }
    if (!inserted) throw new AppError('UNAVAILABLE', 'Could not create the application. Please try again.');
    const rows = buildRows(id, snapshot, travellers, new Map());
    await repo.replaceTravellers(tx, id, rows.travellerRows, rows.checklist);
    await repo.insertEvent(tx, { id: newId(), applicationId: id, status: 'draft', actor: 'traveller', note: null });
  });
  return getApplication(db, userId, (await repo.findById(db, id))!.ref);
}

async function ownedOrNotFound(db: DbOrTx, userId: string, ref: string) {
  const row = await repo.findOwned(db, userId, ref);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

const draftOnly = (row: repo.ApplicationRow) => {
  if (row.status !== 'draft') throw conflict('Only a draft application can be changed.');
};

export async function updateApplication(db: DbOrTx, userId: string, ref: string, input: UpdateApplication) {
  const found = await ownedOrNotFound(db, userId, ref);
  draftOnly(found);
  const start = input.start ?? found.startDate;
  const end = input.end ?? found.endDate;
  await db.transaction(async (tx) => {
    const row = (await repo.lockById(tx, found.id))!;
    draftOnly(row);
    const current = await repo.travellersOf(tx, row.id);
    const travellers = input.travellers
      ? await resolveTravellers(tx, userId, input.travellers)
      : current.map(({ id: _id, applicationId: _a, position: _p, ...t }) => t);
    checkDatesAndPassports(start, end, travellers);
    if (input.travellers) {
      const positionOf = new Map(current.map((t) => [t.id, t.position]));
      const keep = new Map(
        (await repo.checklistOf(tx, row.id)).map((item) => [`${positionOf.get(item.travellerId)}:${item.label}`, item]),
      );
      const rows = buildRows(row.id, row.option, travellers, keep);
      await repo.replaceTravellers(tx, row.id, rows.travellerRows, rows.checklist);
    }
    await repo.updateApplication(tx, row.id, {
      startDate: start,
      endDate: end,
      ...priceTotals(row.option, travellers.length),
    });
  });
  return getApplication(db, userId, ref);
}

export async function attachDocument(db: DbOrTx, userId: string, ref: string, itemId: string, documentId: string) {
  const found = await ownedOrNotFound(db, userId, ref);
  if (!(await repo.ownedDocument(db, userId, documentId))) throw notFound('Document not found.');
  await db.transaction(async (tx) => {
    const row = (await repo.lockById(tx, found.id))!;
    const item = (await repo.checklistOf(tx, row.id)).find((i) => i.id === itemId);
    if (!item) throw notFound('Checklist item not found.');
    const reupload = row.status === 'documents_requested' && (item.status === 'rejected' || item.status === 'missing');
    if (row.status !== 'draft' && !reupload) {
      throw conflict(
        row.status === 'documents_requested'
          ? 'Only the items that were asked for can be uploaded again.'
          : 'Documents can be changed only while the application is a draft or documents are requested.',
      );
    }
    await repo.setChecklistItem(tx, item.id, { status: 'uploaded', documentId, note: reupload ? item.note : null });
    if (reupload) {
      const outstanding = (await repo.checklistOf(tx, row.id)).some(
        (i) => i.required && (i.status === 'rejected' || i.status === 'missing'),
      );
      if (!outstanding) {
        await transition(tx, row, 'in_review', { actor: 'traveller', note: 'Requested documents uploaded' });
      }
    } else {
      await repo.updateApplication(tx, row.id, {});
    }
  });
  return getApplication(db, userId, ref);
}

interface MoveContext {
  actor: Actor;
  note?: string | null;
}

/**
 * The one place an application changes status: checks the state graph (409 with the allowed moves
 * otherwise), writes the timeline row and runs the refunds of docs/refunds.md, all in the caller's transaction.
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
  const updated = await repo.updateApplication(tx, row.id, {
    status: to,
    ...(to === 'submitted' ? { submittedAt: new Date() } : {}),
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
  await refundsOnEntering(tx, row, from, to);
  await tellTraveller(tx, row, to, context.note ?? null, eventId);
  return updated;
}

/** What a submitted application's message says comes next: the decision expected after the processing time. */
const nextSteps = (processingDays: number) => ({
  processingDays,
  decisionBy: visaReadyBy(todayInIndia(), processingDays),
});

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
      ...(to === 'submitted' ? nextSteps(row.option.processingDays) : {}),
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

/** Cancels the caller's application while the graph allows it (refunds per docs/refunds.md). */
export async function cancelApplication(db: DbOrTx, userId: string, ref: string) {
  const found = await ownedOrNotFound(db, userId, ref);
  await db.transaction(async (tx) => {
    const row = (await repo.lockById(tx, found.id))!;
    await transition(tx, row, 'cancelled', { actor: 'traveller', note: 'Cancelled by the traveller' });
  });
  return found.id;
}

/** An approved application's visa file: the operator attaches it and the application becomes approved. */
export async function attachVisaFile(
  db: DbOrTx,
  ref: string,
  file: { key: string; filename: string; contentType: string },
  context: MoveContext,
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
    });
  });
}

const rupeeLines = (lines: { governmentFee: number; serviceFee: number; gst: number; total: number }) => ({
  governmentFee: paiseToRupees(lines.governmentFee),
  serviceFee: paiseToRupees(lines.serviceFee),
  gst: paiseToRupees(lines.gst),
  total: paiseToRupees(lines.total),
});

export const resumeUrl = (ref: string) => `/apply?ref=${encodeURIComponent(ref)}`;

function toPublicPayment(
  payment: paymentsRepo.PaymentRow,
  refunds: paymentsRepo.RefundRow[],
  creditNotes: CreditNoteRow[],
) {
  return {
    id: payment.id,
    provider: payment.provider as 'wallet' | 'test' | 'razorpay',
    amount: paiseToRupees(payment.amountPaise),
    walletAmount: paiseToRupees(payment.walletPaise),
    providerAmount: paiseToRupees(payment.providerPaise),
    status: payment.status as 'pending' | 'paid' | 'failed',
    ...(payment.status === 'pending' && payment.provider === 'test'
      ? { checkoutUrl: testCheckoutUrl(payment.id) }
      : {}),
    invoiceUrl: payment.status === 'paid' ? invoicePath(payment.id) : null,
    refunds: refunds
      .filter((r) => r.paymentId === payment.id && (r.destination === 'wallet' || r.providerRefundId))
      .map((r) => ({
        amount: paiseToRupees(r.amountPaise),
        destination: r.destination as 'wallet' | 'provider',
        reason: r.reason,
        createdAt: r.createdAt.toISOString(),
      })),
    creditNotes: creditNotes
      .filter((note) => note.paymentId === payment.id)
      .map((note) => ({
        number: note.number,
        amount: paiseToRupees(note.amountPaise),
        url: `/api/payments/${payment.id}/credit-notes/${note.id}`,
        issuedAt: note.issuedAt.toISOString(),
      })),
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
  };
}
export type PublicPayment = ReturnType<typeof toPublicPayment>;

export async function publicPayments(db: DbOrTx, applicationId: string) {
  const rows = await paymentsRepo.paymentsOf(db, applicationId);
  const ids = rows.map((p) => p.id);
  const [refunds, creditNotes] = await Promise.all([paymentsRepo.refundsOf(db, ids), creditNotesOfPayments(db, ids)]);
  return rows.map((payment) => toPublicPayment(payment, refunds, creditNotes));
}

export async function toPublicApplication(db: DbOrTx, row: repo.ApplicationRow): Promise<Application> {
  const [travellers, checklist, events, payments] = await Promise.all([
    repo.travellersOf(db, row.id),
    repo.checklistOf(db, row.id),
    repo.eventsOf(db, row.id),
    publicPayments(db, row.id),
  ]);
  const status = row.status as ApplicationStatus;
  return {
    id: row.id,
    ref: row.ref,
    status,
    statusLabel: STATUS_LABELS[status],
    country: row.country,
    countryName: row.option.countryName,
    optionId: row.optionId,
    option: {
      name: row.option.name,
      purpose: row.option.purpose,
      visaType: visaTypeLabel(row.option.purpose as VisaPurpose),
      processingDays: row.option.processingDays,
      validity: row.option.validity,
      stay: row.option.stay,
    },
    start: row.startDate,
    end: row.endDate,
    travellers: travellers.map((t) => ({
      id: t.id,
      self: t.isSelf,
      firstName: t.firstName,
      lastName: t.lastName,
      dob: t.dob,
      passportNo: t.passportNo,
      passportExpiry: t.passportExpiry,
      nationality: t.nationality,
      relationship: t.relationship,
    })),
    checklist: checklist.map((item) => ({
      id: item.id,
      travellerId: item.travellerId,
      label: item.label,
      required: item.required,
      status: (item.status === 'uploaded' && !item.documentId
        ? 'missing'
        : item.status) as Application['checklist'][number]['status'],
      documentId: item.documentId,
      note: item.note,
    })),
    price: {
      ...rupeeLines({
        governmentFee: row.governmentFeePaise,
        serviceFee: row.serviceFeePaise,
        gst: row.gstPaise,
        total: row.totalPaise,
      }),
      currency: 'INR',
      travellers: travellers.length,
      perTraveller: rupeeLines(pricePerTraveller(row.option)),
      estimate: row.option.estimate,
    },
    payments,
    timeline: events.map((event) => ({
      status: event.status as ApplicationStatus,
      label: STATUS_LABELS[event.status as ApplicationStatus],
      actor: event.actor as Actor,
      note: event.note,
      at: event.createdAt.toISOString(),
    })),
    visaUrl: row.visaFileKey ? `/api/applications/${encodeURIComponent(row.ref)}/visa` : null,
    canCancel: canMove(status, 'cancelled', 'traveller'),
    resumeUrl: resumeUrl(row.ref),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

export async function getApplication(db: DbOrTx, userId: string, ref: string): Promise<Application> {
  return toPublicApplication(db, await ownedOrNotFound(db, userId, ref));
}

export async function listApplications(db: DbOrTx, userId: string) {
  const rows = await repo.listOwned(db, userId);
  return { items: await Promise.all(rows.map((row) => toPublicApplication(db, row))) };
}

/** Missing required checklist items and incomplete passports: what stops a draft from being submitted. */
export async function submitProblems(db: DbOrTx, row: repo.ApplicationRow) {
  const travellers = await repo.travellersOf(db, row.id);
  const nameOf = new Map(travellers.map((t) => [t.id, `${t.firstName} ${t.lastName}`.trim()]));
  const missing = (await repo.checklistOf(db, row.id))
    // A document deleted from the vault after it was attached leaves its item without a file.
    .filter((item) => item.required && (item.status === 'missing' || !item.documentId))
    .map((item) => ({ itemId: item.id, label: item.label, traveller: nameOf.get(item.travellerId) ?? '' }));
  const fields: Record<string, string> = {};
  travellers.forEach((t, index) => {
    if (!t.passportNo) fields[`travellers.${index}.passportNo`] = `Enter ${t.firstName}'s passport number`;
    if (!t.passportExpiry) fields[`travellers.${index}.passportExpiry`] = `Enter ${t.firstName}'s passport expiry date`;
    if (!t.dob) fields[`travellers.${index}.dob`] = `Enter ${t.firstName}'s date of birth`;
    const issue = passportIssue(t, row.endDate);
    if (issue) fields[`travellers.${index}.passportExpiry`] = issue;
  });
  const dateIssues = travelDateIssues(row.startDate, row.endDate);
  return { missing, fields: { ...fields, ...dateIssues } };
}

/** Tracking by reference + e-mail (no personal data: status and the timeline's dates only). */
/**
 * An application by reference: of the account with `owner.email`, or of the signed-in `owner.userId`. Drafts are
 * never found, and a wrong reference answers as a wrong e-mail does.
 */
export async function track(
  db: DbOrTx,
  ref: string,
  owner: { email: string } | { userId: string },
): Promise<TrackResponse> {
  const row =
    'email' in owner
      ? await repo.findByRefAndEmail(db, ref.toUpperCase(), owner.email)
      : await repo.findSubmittedOwned(db, owner.userId, ref.toUpperCase());
  if (!row) throw notFound('No application matches this reference and e-mail.');
  const events = await repo.eventsOf(db, row.id);
  const status = row.status as ApplicationStatus;
  return {
    ref: row.ref,
    country: row.country,
    countryName: row.option.countryName,
    purpose: row.option.purpose as VisaPurpose,
    visaType: visaTypeLabel(row.option.purpose as VisaPurpose),
    status,
    statusLabel: STATUS_LABELS[status],
    timeline: events.map((e) => ({
      status: e.status as ApplicationStatus,
      label: STATUS_LABELS[e.status as ApplicationStatus],
      at: e.createdAt.toISOString(),
    })),
  };
}

/** The options a traveller can apply for; the wizard shows the passport's requirement beside them. */
export async function applyOptions(db: DbOrTx, country: string, purpose: string, lang: Lang = 'en') {
  const rows = await repo.optionsOf(db, country, purpose);
  const words = wordsFor(lang);
  return {
    items: rows.map((option) => ({
      id: option.id,
      name: words.text(option.name),
      fee: paiseToRupees(option.feesPaise),
      processingDays: option.processingDays,
      validity: words.text(option.validity),
      stay: words.text(option.stay),
      estimate: option.isEstimate,
    })),
  };
}
