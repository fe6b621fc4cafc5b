import type { SavedApplication, VisaApplication } from '@contract/account/applications';
import { type ApplicationStatus, STATUS_LABELS } from '@contract/apply/applications';
import { type VisaPurpose, visaTypeLabel } from '@contract/catalogue';
import type { DbOrTx } from '@db/client';
import { conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { notifyUser } from '../notifications/notify';
import * as applyRepo from './apply-repo';
import { cancelApplication, resumeUrl } from './apply-service';
import * as repo from './repo';

type ApplyRow = applyRepo.ApplicationRow;

export function toPublicApplication(row: repo.VisaApplicationRow): VisaApplication {
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

const newestFirst = (a: { updatedAt: string }, b: { updatedAt: string }) => b.updatedAt.localeCompare(a.updatedAt);

/** Visa-history rows (docs/product/my-account.md#visa-history) of the applications made on this site, from submission on. */
export function historyRow(row: ApplyRow): VisaApplication {
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

function savedRow(row: ApplyRow): SavedApplication {
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

export async function visaHistory(db: DbOrTx, userId: string) {
  const partner = (await repo.historyOf(db, userId)).map(toPublicApplication);
  const own = (await applyRepo.listOwned(db, userId)).filter((row) => row.submittedAt !== null).map(historyRow);
  return { items: [...partner, ...own].sort((a, b) => b.appliedAt.localeCompare(a.appliedAt)) };
}

export async function savedApplications(db: DbOrTx, userId: string) {
  const partner = (await repo.savedOf(db, userId)).map(toPublicSaved);
  const drafts = (await applyRepo.listOwned(db, userId, ['draft'])).map(savedRow);
  return { items: [...partner, ...drafts].sort(newestFirst) };
}

/** Deletes a saved application; for a draft made on this site, that cancels the draft. */
export async function deleteSavedApplication(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (await repo.deleteSaved(db, userId, id)) return;
  const draft = await applyRepo.findById(db, id);
  if (!draft || draft.userId !== userId || draft.status !== 'draft') throw notFound('Saved application not found.');
  await cancelApplication(db, userId, draft.ref);
}

const REF_TAKEN = 'This application reference belongs to another user.';

interface ApplicationFields {
  country: string;
  type: string;
  status: string;
  remarks?: string | null;
  documentUrl?: string | null;
}

/** Creates or replaces the visa-history entry the booking site knows as `ref`. */
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

export async function upsertApplication(db: DbOrTx, userId: string, ref: string, fields: ApplicationFields) {
  return db.transaction(async (tx) => {
    const before = await repo.applicationByRef(tx, ref);
    const result = await upsertApplicationRow(tx, userId, ref, fields);
    await announceChange(tx, before?.userId === userId ? before : undefined, result.row);
    return { application: toPublicApplication(result.row), created: result.created };
  });
}

async function upsertApplicationRow(db: DbOrTx, userId: string, ref: string, fields: ApplicationFields) {
  const result = await repo.upsertApplication(db, {
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
  status?: string | null;
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

/** Operator tool: moves a visa application (or, with saved, a saved application) to a new status. */
export async function setStatus(
  db: DbOrTx,
  ref: string,
  status: string,
  options: { remarks?: string | null; saved?: boolean } = {},
) {
  if (options.saved) {
    const row = await repo.setSavedStatus(db, ref, status);
    if (!row) throw notFound(`No saved application with reference ${ref}.`);
    return toPublicSaved(row);
  }
  const changes = options.remarks === undefined ? { status } : { status, remarks: options.remarks };
  return db.transaction(async (tx) => {
    const before = await repo.applicationByRef(tx, ref);
    const row = await repo.setApplicationStatus(tx, ref, changes);
    if (!row) throw notFound(`No visa application with reference ${ref}.`);
    await announceChange(tx, before, row);
    return toPublicApplication(row);
  });
}
