import type { Readable } from 'node:stream';
import type { DbOrTx } from '@db/client';
import { AppError, notFound, unprocessable } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { findOwnedDocument } from '../documents';
import { type OcrEngine, readPassport } from '../passport-reading';
import { latestRead, saveAttachedRead } from './attached-readings';
import * as repo from './repo';

export interface PassportReadDeps {
  db: DbOrTx;
  storage: FileStorage;
  engine: OcrEngine;
}

const ONLY_PASSPORTS = 'Only a passport can be read. Upload the photo page as a passport.';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads the owner's passport document and keeps what was read for the application's checks: the zone, or the
 * message of a picture with no zone to read (kept too, so that the same picture is not read again on every
 * checklist item it is attached to, and the console can say why).
 */
async function readAndKeep({ db, storage, engine }: PassportReadDeps, ownerId: string, documentId: string, now: Date) {
  const document = await findOwnedDocument(db, ownerId, documentId);
  if (!document) throw notFound('Document not found.');
  if (document.type !== 'passport') throw unprocessable(ONLY_PASSPORTS);
  const file = await storage.get(document.storageKey);
  if (!file) throw notFound('The file of this document is missing.');
  const data = await bytesOf(file.stream);
  try {
    const reading = await readPassport(engine, { data, contentType: document.contentType }, now);
    await saveAttachedRead(db, documentId, { reading }, now);
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 422)) throw error;
    await saveAttachedRead(db, documentId, { problem: error.message }, now);
  }
}

/**
 * A passport attached to a checklist is read there and then, unless it was read before: the traveller is waiting
 * for the page anyway (about a second), and the submit check and the console then find the read stored. A picture
 * with no zone to read is no reason to refuse the attachment: the submit check shows it as a warning.
 */
export async function readAttachedPassport(deps: PassportReadDeps, ownerId: string, documentId: string, now: Date) {
  const document = await findOwnedDocument(deps.db, ownerId, documentId);
  if (document?.type !== 'passport' || (await latestRead(deps.db, documentId))) return;
  await readAndKeep(deps, ownerId, documentId, now);
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
