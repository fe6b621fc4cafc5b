import type {
  SavedApplication,
  SavedApplicationList,
  VisaApplication,
  VisaHistory,
  VisaHistoryStatus,
} from '@contract/account/applications';
import { type ApplicationStatus, STATUS_LABELS } from '@contract/apply/applications';
import { type VisaPurpose, visaTypeLabel } from '@contract/catalogue';
import type { DbOrTx } from '@db/client';
import { conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import {
  type ApplicationRow,
  cancelApplication,
  findApplicationById,
  listDraftApplicationsPage,
  listSubmittedApplicationsPage,
  resumeUrl,
} from '../applications';
import { notifyUser } from '../notifications';
import * as repo from './repo';

/**
 * The visa history of My Account: the entries the booking site sends through the partner API (and its saved
 * applications), listed together with the applications made on this site, which the applications module owns.
 */

/** An entry the booking site sent. */
export function toPublicHistoryEntry(row: repo.VisaApplicationRow): VisaApplication {
  return {
    id: row.id,
    ref: row.ref,
    country: row.country,
    type: row.type,
    appliedAt: row.appliedAt.toISOString(),
    status: row.status,
    remarks: row.remarks,
    documentUrl: row.documentUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPublicSaved(row: repo.SavedApplicationRow): SavedApplication {
  return {
    id: row.id,
    ref: row.ref,
    type: row.type,
    country: row.country,
    status: row.status,
    url: row.url,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The history entry of an application made on this site, from submission on. */
export function historyEntryOf(row: ApplicationRow): VisaApplication {
  return {
    id: row.id,
    ref: row.ref,
    country: row.option.countryName,
    type: visaTypeLabel(row.option.purpose as VisaPurpose),
    appliedAt: (row.submittedAt ?? row.createdAt).toISOString(),
    status: STATUS_LABELS[row.status as ApplicationStatus],
    remarks: null,
    documentUrl: row.visaFileKey ? `/api/applications/${encodeURIComponent(row.ref)}/visa` : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function savedRow(row: ApplicationRow): SavedApplication {
  return {
    id: row.id,
    ref: row.ref,
    type: visaTypeLabel(row.option.purpose as VisaPurpose),
    country: row.option.countryName,
    status: STATUS_LABELS.draft,
    url: resumeUrl(row.ref),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Newest first by the time applied to the microsecond (text of one fixed width), then id (UUIDs). */
const keyNewestFirst = (a: { cursorAt: string; id: string }, b: { cursorAt: string; id: string }) =>
  a.cursorAt === b.cursorAt ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.cursorAt < b.cursorAt ? 1 : -1;

/**
 * A page of the visa history in two queries: `limit + 1` after the cursor from each source (the booking site's
 * entries, the applications submitted here), merged in the same order and cut to the page.
 */
export async function visaHistory(
  db: DbOrTx,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<VisaHistory> {
  const [partner, own] = await Promise.all([
    repo.historyPage(db, userId, query),
    listSubmittedApplicationsPage(db, userId, repo.historyPages, query),
  ]);
  const rows = [
    ...partner.map((row) => ({ cursorAt: row.cursorAt, id: row.id, entry: toPublicHistoryEntry(row) })),
    ...own.map(({ cursorAt, ...row }) => ({ cursorAt, id: row.id, entry: historyEntryOf(row) })),
  ].sort(keyNewestFirst);
  const { items, nextCursor } = repo.historyPages.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  return { items: items.map((row) => row.entry), nextCursor };
}

/**
 * A page of the saved applications in two queries, as the visa history: `limit + 1` after the cursor from each
 * source (the booking site's saved applications, the drafts made here), merged in the same order and cut.
 */
export async function savedApplications(
  db: DbOrTx,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<SavedApplicationList> {
  const [partner, drafts] = await Promise.all([
    repo.savedPage(db, userId, query),
    listDraftApplicationsPage(db, userId, repo.savedPages, query),
  ]);
  const rows = [
    ...partner.map((row) => ({ cursorAt: row.cursorAt, id: row.id, entry: toPublicSaved(row) })),
    ...drafts.map(({ cursorAt, ...row }) => ({ cursorAt, id: row.id, entry: savedRow(row) })),
  ].sort(keyNewestFirst);
  const { items, nextCursor } = repo.savedPages.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  return { items: items.map((row) => row.entry), nextCursor };
}

/** Deletes a saved application; for a draft made on this site, that cancels the draft. */
export async function deleteSavedApplication(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (await repo.deleteSaved(db, userId, id)) return;
  const draft = await findApplicationById(db, id);
  if (!draft || draft.userId !== userId || draft.status !== 'draft') throw notFound('Saved application not found.');
  await cancelApplication(db, userId, draft.ref);
}

const REF_TAKEN = 'This application reference belongs to another user.';

interface HistoryFields {
  country: string;
  type: string;
  status: VisaHistoryStatus;
  remarks?: string | null;
  documentUrl?: string | null;
}

/** Tells the traveller when a status or remark is new (partner API, operator command line). */
async function announceChange(db: DbOrTx, before: repo.VisaApplicationRow | undefined, row: repo.VisaApplicationRow) {
  if (before && before.status === row.status && (before.remarks ?? null) === (row.remarks ?? null)) return;
  await notifyUser(db, {
    kind: 'application-status',
    userId: row.userId,
    dedupeKey: `application-status:${row.id}:${row.updatedAt.toISOString()}`,
    data: { ref: row.ref, country: row.country, status: row.status, note: row.remarks },
  });
}

/** Creates or replaces the visa-history entry the booking site knows as `ref`. */
export async function upsertHistoryEntry(db: DbOrTx, userId: string, ref: string, fields: HistoryFields) {
  return db.transaction(async (tx) => {
    const before = await repo.entryByRef(tx, ref);
    const result = await upsertHistoryRow(tx, userId, ref, fields);
    await announceChange(tx, before?.userId === userId ? before : undefined, result.row);
    return { application: toPublicHistoryEntry(result.row), created: result.created };
  });
}

async function upsertHistoryRow(db: DbOrTx, userId: string, ref: string, fields: HistoryFields) {
  const result = await repo.upsertEntry(db, {
    id: newId(),
    userId,
    ref,
    country: fields.country,
    type: fields.type,
    status: fields.status,
    remarks: fields.remarks ?? null,
    documentUrl: fields.documentUrl ?? null,
  });
  if (!result) throw conflict(REF_TAKEN);
  return result;
}

interface SavedFields {
  country: string;
  type?: string | null;
  status?: VisaHistoryStatus | null;
  url?: string | null;
}

export async function upsertSavedApplication(db: DbOrTx, userId: string, ref: string, fields: SavedFields) {
  const result = await repo.upsertSaved(db, {
    id: newId(),
    userId,
    ref,
    country: fields.country,
    type: fields.type ?? null,
    status: fields.status ?? null,
    url: fields.url ?? null,
  });
  if (!result) throw conflict(REF_TAKEN);
  return { savedApplication: toPublicSaved(result.row), created: result.created };
}

/** Operator tool: gives a visa-history entry (or, with saved, a saved application) a new status. */
export async function setHistoryStatus(
  db: DbOrTx,
  ref: string,
  status: VisaHistoryStatus,
  options: { remarks?: string | null; saved?: boolean } = {},
) {
  if (options.saved) {
    const row = await repo.setSavedStatus(db, ref, status);
    if (!row) throw notFound(`No saved application with reference ${ref}.`);
    return toPublicSaved(row);
  }
  const changes = options.remarks === undefined ? { status } : { status, remarks: options.remarks };
  return db.transaction(async (tx) => {
    const before = await repo.entryByRef(tx, ref);
    const row = await repo.setEntryStatus(tx, ref, changes);
    if (!row) throw notFound(`No visa application with reference ${ref}.`);
    await announceChange(tx, before, row);
    return toPublicHistoryEntry(row);
  });
}
