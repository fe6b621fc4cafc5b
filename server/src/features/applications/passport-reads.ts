import { notFound } from '../../lib/app-error';
import { findOwnedDocument } from '../documents';
import { type DocumentReadDeps, readAndKeepDocument, storedPassportReading } from '../passport-reading';
import * as repo from './repo';

export type PassportReadDeps = DocumentReadDeps;

/** The owner's document, read and kept by the passport-reading module (404 for anyone else's). */
async function readAndKeep(deps: PassportReadDeps, ownerId: string, documentId: string, now: Date) {
  const document = await findOwnedDocument(deps.db, ownerId, documentId);
  if (!document) throw notFound('Document not found.');
  await readAndKeepDocument(deps, document, now);
}

/**
 * A passport attached to a checklist is read there and then, unless it was read before: the traveller is waiting
 * for the page anyway (about a second), and the submit check and the console then find the read stored. A picture
 * with no zone to read is no reason to refuse the attachment: the submit check shows it as a warning.
 */
export async function readAttachedPassport(deps: PassportReadDeps, ownerId: string, documentId: string, now: Date) {
  const document = await findOwnedDocument(deps.db, ownerId, documentId);
  if (document?.type !== 'passport' || (await storedPassportReading(deps.db, documentId))) return;
  await readAndKeepDocument(deps, document, now);
}

/** An operator's "Read again": a passport attached to the application read anew (the review then says how it went). */
export async function readTravellerPassportAgain(
  deps: PassportReadDeps,
  row: repo.ApplicationRow,
  documentId: string,
  now: Date,
) {
  const attached = (await repo.checklistOf(deps.db, row.id)).some((item) => item.documentId === documentId);
  if (!attached) throw notFound('Document not found.');
  await readAndKeep(deps, row.userId, documentId, now);
}
