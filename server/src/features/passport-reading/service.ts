import type { PassportReading } from '@contract/account/passport-reading';
import type { DbOrTx } from '@db/client';
import { AppError, notFound, unprocessable } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { findOwnedDocument } from '../documents';
import { type OcrEngine, ocrEngine } from './ocr-engine';
import { readPassport } from './reader';
import * as repo from './repo';

export const NOT_A_PASSPORT = 'Only a passport can be read. Upload the photo page as a passport.';
const MISSING_FILE = 'The file of this document is missing.';

let shared: OcrEngine | undefined;

/**
 * The process's one OCR engine (one Tesseract worker: two cores are shared by everything else), created on the
 * first call with its idle time; later calls get the same engine.
 */
export function passportEngine(idleMs: number): OcrEngine {
  shared ??= ocrEngine({ idleMs });
  return shared;
}

/** Unloads the engine now (the server's shutdown); the next read loads it again. */
export async function releasePassportEngine(): Promise<void> {
  const engine = shared;
  shared = undefined;
  await engine?.close();
}

async function bytesOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export interface VaultReadDeps {
  db: DbOrTx;
  storage: FileStorage;
  engine: OcrEngine;
  /** Counts the read against the account's limit: only once the document is found to be the caller's passport. */
  spend(): Promise<void>;
}

/** A passport document to read: what the documents module knows of it. */
export interface PassportDocument {
  id: string;
  type: string;
  storageKey: string;
  contentType: string;
}

async function fileOf(storage: FileStorage, document: PassportDocument) {
  const file = await storage.get(document.storageKey);
  if (!file) throw notFound(MISSING_FILE);
  return { data: await bytesOf(file.stream), contentType: document.contentType };
}

/** Reads a passport in the user's vault and keeps the reading; 404 for anyone else's document. */
export async function readVaultPassport(
  { db, storage, engine, spend }: VaultReadDeps,
  userId: string,
  documentId: string,
  now: Date,
): Promise<PassportReading> {
  const document = await findOwnedDocument(db, userId, documentId);
  if (!document) throw notFound('Document not found.');
  if (document.type !== 'passport') throw unprocessable(NOT_A_PASSPORT);
  await spend();
  const reading = await readPassport(engine, await fileOf(storage, document), now);
  await repo.saveRead(db, documentId, { reading }, now);
  return reading;
}

export type DocumentReadDeps = Omit<VaultReadDeps, 'spend'>;

/**
 * Reads a passport document and keeps what was read: the zone, or the message of a picture with no zone to read
 * (kept too, so that the same picture is not read again on every checklist item it is attached to, and the
 * console can say why). No owner check: the caller (the applications module) has checked the application's owner.
 */
export async function readAndKeepDocument(
  { db, storage, engine }: DocumentReadDeps,
  document: PassportDocument,
  now: Date,
) {
  if (document.type !== 'passport') throw unprocessable(NOT_A_PASSPORT);
  const file = await fileOf(storage, document);
  try {
    await repo.saveRead(db, document.id, { reading: await readPassport(engine, file, now) }, now);
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 422)) throw error;
    await repo.saveRead(db, document.id, { problem: error.message }, now);
  }
}

/** The latest read of a passport document, whoever made it (for checks of an application against its passports). */
export const storedPassportReading = repo.storedRead;
