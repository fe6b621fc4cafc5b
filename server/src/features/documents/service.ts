import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  type Document,
  DocumentTypeSchema,
  NO_DOCUMENT_FILE,
} from '@contract/account/documents';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, unprocessable } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { type FileStorage, fileStorage } from '../../lib/storage';
import * as repo from './repo';
import { type StoredUpload, safeFilename } from './upload';

/** Plenty for a family's paperwork; keeps one account from filling the disk. */
export const DOCUMENTS_MAX_PER_USER = 100;

export const UPLOAD_RULES = {
  maxBytes: DOCUMENT_MAX_BYTES,
  allowed: new Set<string>(DOCUMENT_CONTENT_TYPES),
  tooLargeMessage: 'The file is too large. The limit is 10 MB.',
  wrongTypeMessage: 'Only PDF, JPG and PNG files are accepted.',
  missingMessage: NO_DOCUMENT_FILE,
};

export function toPublicDocument(row: repo.DocumentRow): Document {
  return {
    id: row.id,
    type: row.type as Document['type'],
    filename: row.filename,
    url: `/api/documents/${row.id}/file`,
    contentType: row.contentType as Document['contentType'],
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function list(app: FastifyInstance, userId: string) {
  return { items: (await repo.listFor(app.database.db, userId)).map(toPublicDocument) };
}

const vaultFull = () =>
  unprocessable(`You can keep up to ${DOCUMENTS_MAX_PER_USER} documents. Delete one to upload another.`);

/** Receives the file into the given storage (the route reads it from its request) and checks what was received. */
export type ReceiveFile = (storage: FileStorage, rules: typeof UPLOAD_RULES) => Promise<StoredUpload>;

export async function upload(app: FastifyInstance, userId: string, receive: ReceiveFile): Promise<Document> {
  // Early answer before the file is received; the insert below enforces the limit for real.
  if ((await repo.countFor(app.database.db, userId)) >= DOCUMENTS_MAX_PER_USER) throw vaultFull();
  const storage = fileStorage(app.config.filesDir);
  const file = await receive(storage, UPLOAD_RULES);
  const type = DocumentTypeSchema.default('passport').safeParse(file.fields.type || undefined);
  if (!type.success) {
    await storage.remove(file.key);
    throw badRequest('Choose a document type from the list', { type: 'Choose a document type from the list' });
  }
  let row: repo.DocumentRow | undefined;
  try {
    row = await repo.insertWithinLimit(
      app.database.db,
      {
        id: newId(),
        userId,
        type: type.data,
        filename: safeFilename(file.filename, file.contentType),
        storageKey: file.key,
        contentType: file.contentType,
        size: file.size,
      },
      DOCUMENTS_MAX_PER_USER,
    );
  } catch (error) {
    await storage.remove(file.key);
    throw error;
  }
  if (!row) {
    await storage.remove(file.key);
    throw vaultFull();
  }
  return toPublicDocument(row);
}

/** The owner's file as a stream; 404 for anyone else's id. */
export async function openFile(app: FastifyInstance, userId: string, id: string) {
  const row = await repo.findOwned(app.database.db, userId, id);
  if (!row) throw notFound('Document not found.');
  const file = await fileStorage(app.config.filesDir).get(row.storageKey);
  if (!file) throw notFound('The file of this document is missing.');
  return { row, ...file };
}

export async function remove(app: FastifyInstance, userId: string, id: string): Promise<void> {
  const row = await repo.removeOwned(app.database.db, userId, id);
  if (!row) throw notFound('Document not found.');
  await fileStorage(app.config.filesDir).remove(row.storageKey);
}
