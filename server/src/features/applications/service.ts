import type { SavedApplication, VisaApplication } from '@contract/account/applications';
import type { DbOrTx } from '@db/client';
import { conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import * as repo from './repo';

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

export function toPublicSaved(row: repo.SavedApplicationRow): SavedApplication {
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

export async function visaHistory(db: DbOrTx, userId: string) {
  return { items: (await repo.historyOf(db, userId)).map(toPublicApplication) };
}

export async function savedApplications(db: DbOrTx, userId: string) {
  return { items: (await repo.savedOf(db, userId)).map(toPublicSaved) };
}

export async function deleteSavedApplication(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteSaved(db, userId, id))) throw notFound('Saved application not found.');
}

const REF_TAKEN = 'This application reference belongs to another user.';

export interface ApplicationFields {
  country: string;
  type: string;
  status: string;
  remarks?: string | null;
  documentUrl?: string | null;
}

/** Creates or replaces the visa-history entry the booking site knows as `ref`. */
export async function upsertApplication(db: DbOrTx, userId: string, ref: string, fields: ApplicationFields) {
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
  return { application: toPublicApplication(result.row), created: result.created };
}

export interface SavedFields {
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
  const row = await repo.setApplicationStatus(db, ref, changes);
  if (!row) throw notFound(`No visa application with reference ${ref}.`);
  return toPublicApplication(row);
}
