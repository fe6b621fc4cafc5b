import {
  type Actor,
  type Application,
  type ApplicationStatus,
  type CancellationPreview,
  type Payment,
  STATUS_LABELS,
  type TrackResponse,
} from '@contract/apply/applications';
import { pricePerTraveller } from '@contract/apply/pricing';
import { type VisaPurpose, visaTypeLabel } from '@contract/catalogue';
import type { Lang } from '@contract/lang';
import { paiseToRupees } from '@contract/money';
import type { DbOrTx } from '@db/client';
import { notFound } from '../../lib/app-error';
import { visaOptionsOf, wordsFor } from '../catalogue';
import * as repo from './repo';
import { retentionDates, retentionPolicy } from './retention-policy';
import { canMove } from './state-graph';

const APPLICATION_NOT_FOUND = 'Application not found.';

export async function ownedOrNotFound(db: DbOrTx, userId: string, ref: string) {
  const row = await repo.findOwned(db, userId, ref);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return row;
}

/**
 * What the payments module tells the application page: its payments (amounts, refunds, credit notes, invoice
 * links) and what a cancellation would give back now.
 */
export interface PaymentsView {
  payments: (db: DbOrTx, applicationId: string) => Promise<Payment[]>;
  /** Per application id, in a constant number of queries whatever the number of applications. */
  paymentsOf: (
    db: DbOrTx,
    applications: Array<{ row: repo.ApplicationRow; canCancel: boolean }>,
  ) => Promise<Map<string, { payments: Payment[]; cancellation: CancellationPreview }>>;
}

let paymentsView: PaymentsView | undefined;

/** The payments module tells the application page what to show of its payments (registered at start-up). */
export function providePaymentsView(view: PaymentsView): void {
  paymentsView = view;
}

function registeredView(): PaymentsView {
  if (!paymentsView) throw new Error('No payments view is registered (the server registers one at start-up).');
  return paymentsView;
}

/** Whether any payment was attempted for the application (such records are kept: docs/retention.md). */
export const hasPayments = async (db: DbOrTx, applicationId: string) =>
  (await registeredView().payments(db, applicationId)).length > 0;

const rupeeLines = (lines: { governmentFee: number; serviceFee: number; gst: number; total: number }) => ({
  governmentFee: paiseToRupees(lines.governmentFee),
  serviceFee: paiseToRupees(lines.serviceFee),
  gst: paiseToRupees(lines.gst),
  total: paiseToRupees(lines.total),
});

export const resumeUrl = (ref: string) => `/apply?ref=${encodeURIComponent(ref)}`;

export async function toPublicApplication(db: DbOrTx, row: repo.ApplicationRow): Promise<Application> {
  return (await toPublicApplications(db, [row]))[0]!;
}

const groupByApplication = <T extends { applicationId: string }>(rows: T[]) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.applicationId, [...(groups.get(row.applicationId) ?? []), row]);
  return groups;
};

/**
 * Applications as the traveller sees them, in seven queries whatever their number (travellers, checklist,
 * timeline, and the payments module's three): never a query per application.
 */
export async function toPublicApplications(db: DbOrTx, rows: repo.ApplicationRow[]): Promise<Application[]> {
  const ids = rows.map((row) => row.id);
  const withCancel = rows.map((row) => ({
    row,
    canCancel: canMove(row.status as ApplicationStatus, 'cancelled', 'traveller'),
  }));
  const [travellers, checklists, events, payments] = await Promise.all([
    repo.travellersOfApplications(db, ids).then(groupByApplication),
    repo.checklistOfApplications(db, ids).then(groupByApplication),
    repo.eventsOfApplications(db, ids).then(groupByApplication),
    registeredView().paymentsOf(db, withCancel),
  ]);
  const now = new Date();
  return withCancel.map(({ row, canCancel }) =>
    publicApplication(row, canCancel, now, {
      travellers: travellers.get(row.id) ?? [],
      checklist: checklists.get(row.id) ?? [],
      events: events.get(row.id) ?? [],
      ...payments.get(row.id)!,
    }),
  );
}

interface Parts {
  travellers: Awaited<ReturnType<typeof repo.travellersOf>>;
  checklist: Awaited<ReturnType<typeof repo.checklistOf>>;
  events: Awaited<ReturnType<typeof repo.eventsOf>>;
  payments: Payment[];
  cancellation: CancellationPreview;
}

function publicApplication(
  row: repo.ApplicationRow,
  canCancel: boolean,
  now: Date,
  { travellers, checklist, events, payments, cancellation }: Parts,
): Application {
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
      refund: event.refund
        ? {
            toOriginal: paiseToRupees(event.refund.originalPaise),
            toWallet: paiseToRupees(event.refund.walletPaise),
            method: event.refund.method,
            walletChosen: event.refund.walletChosen,
            insteadOfProvider: event.refund.insteadOfProvider ?? false,
          }
        : null,
      at: event.createdAt.toISOString(),
    })),
    visaUrl: row.visaFileKey ? `/api/applications/${encodeURIComponent(row.ref)}/visa` : null,
    canCancel,
    cancellation,
    resumeUrl: resumeUrl(row.ref),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    promisedBy: row.promisedBy,
    retention: {
      deleteOn:
        retentionDates(
          row,
          Boolean(row.visaFileKey) || checklist.some((item) => item.documentId),
          retentionPolicy(),
          now,
        )?.deleteOn.toISOString() ?? null,
      deletedAt: row.documentsDeletedAt?.toISOString() ?? null,
    },
  };
}

export async function getApplication(db: DbOrTx, userId: string, ref: string): Promise<Application> {
  return toPublicApplication(db, await ownedOrNotFound(db, userId, ref));
}

/** A page of the traveller's applications, most recently changed first. */
export async function listApplications(db: DbOrTx, userId: string, query: { cursor?: string; limit: number }) {
  const rows = await repo.listOwnedPage(db, userId, query);
  const { items, nextCursor } = repo.ownedPages.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  return { items: await toPublicApplications(db, items), nextCursor };
}

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
    // The public lookup tells the status only: a refund's entry (no status change) is the owner's to read.
    timeline: events
      .filter((e) => !e.refund)
      .map((e) => ({
        status: e.status as ApplicationStatus,
        label: STATUS_LABELS[e.status as ApplicationStatus],
        at: e.createdAt.toISOString(),
      })),
  };
}

/** The options a traveller can apply for; the wizard shows the passport's requirement beside them. */
export async function applyOptions(db: DbOrTx, country: string, purpose: string, lang: Lang = 'en') {
  const rows = await visaOptionsOf(db, country, purpose);
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
