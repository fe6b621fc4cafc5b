import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  type Document,
  type DocumentChoice,
  type DocumentChoices,
  type DocumentList,
  DocumentTypeSchema,
  NO_DOCUMENT_FILE,
} from '@contract/account/documents';
import type { DbOrTx } from '@db/client';
import { badRequest, notFound, unprocessable } from '../../lib/app-error';
import { removeStoredFiles } from '../../lib/file-removal';
import { newId } from '../../lib/ids';
import type { FileStorage } from '../../lib/storage';
import * as repo from './repo';
import { type StoredUpload, safeFilename } from './upload';
import { documentUses } from './uses';

/** Plenty for a family's paperwork; keeps one account from filling the disk. */
const DOCUMENTS_MAX_PER_USER = 100;

export const UPLOAD_RULES = {
  maxBytes: DOCUMENT_MAX_BYTES,
  allowed: new Set<string>(DOCUMENT_CONTENT_TYPES),
  tooLargeMessage: 'The file is too large. The limit is 10 MB.',
  wrongTypeMessage: 'Only PDF, JPG and PNG files are accepted.',
  missingMessage: NO_DOCUMENT_FILE,
};

function toPublicDocument(row: repo.DocumentRow): Document {
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

/** What the document services work with: the database and the store that holds the files. */
export interface DocumentDeps {
  db: DbOrTx;
  storage: FileStorage;
}

/** A page of the user's documents, newest first, in one query. */
export async function list(
  db: DbOrTx,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<DocumentList> {
  const rows = await repo.pageFor(db, userId, query);
  const { items, nextCursor } = repo.documentPages.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  return { items: items.map(toPublicDocument), nextCursor };
}

/** The same file uploaded twice: same name, size and type. */
const sameFileKey = (row: repo.DocumentRow) => `${row.filename}\u0000${row.size}\u0000${row.contentType}`;

/** The vault as the apply wizard offers it: each file once (the newest copy), never one that was rejected. */
export async function choices(db: DbOrTx, userId: string): Promise<DocumentChoices> {
  const [rows, uses] = await Promise.all([repo.listFor(db, userId), documentUses(db, userId)]);
  const rejected = new Set(uses.filter((use) => use.status === 'rejected').map((use) => use.documentId));
  const travellers = new Map<string, Set<string>>();
  for (const use of uses) {
    travellers.set(use.documentId, (travellers.get(use.documentId) ?? new Set<string>()).add(use.traveller));
  }
  const seen = new Set<string>();
  const items: DocumentChoice[] = [];
  for (const row of rows) {
    if (rejected.has(row.id) || seen.has(sameFileKey(row))) continue;
    seen.add(sameFileKey(row));
    items.push({ ...toPublicDocument(row), travellers: [...(travellers.get(row.id) ?? [])].sort() });
  }
  return { items };
}

const vaultFull = () =>
  unprocessable(`You can keep up to ${DOCUMENTS_MAX_PER_USER} documents. Delete one to upload another.`);

/** Receives the file into the given storage (the route reads it from its request) and checks what was received. */
type ReceiveFile = (storage: FileStorage, rules: typeof UPLOAD_RULES) => Promise<StoredUpload>;

export async function upload({ db, storage }: DocumentDeps, userId: string, receive: ReceiveFile): Promise<Document> {
  // Early answer before the file is received; the insert below enforces the limit for real.
  if ((await repo.countFor(db, userId)) >= DOCUMENTS_MAX_PER_USER) throw vaultFull();
  const file = await receive(storage, UPLOAD_RULES);
  const type = DocumentTypeSchema.default('passport').safeParse(file.fields.type || undefined);
  if (!type.success) {
    await removeStoredFiles(db, [file.key]);
    throw badRequest('Choose a document type from the list', { type: 'Choose a document type from the list' });
  }
  let row: repo.DocumentRow | undefined;
  try {
    row = await repo.insertWithinLimit(
      db,
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
    // The database may be what failed: the file is then left for the orphan sweep.
    await removeStoredFiles(db, [file.key]).catch(() => {});
    throw error;
  }
  if (!row) {
    await removeStoredFiles(db, [file.key]);
    throw vaultFull();
  }
  return toPublicDocument(row);
}

/** The owner's file as a stream; 404 for anyone else's id. */
export async function openFile({ db, storage }: DocumentDeps, userId: string, id: string) {
  const row = await repo.findOwned(db, userId, id);
  if (!row) throw notFound('Document not found.');
  const file = await storage.get(row.storageKey);
  if (!file) throw notFound('The file of this document is missing.');
  return { row, ...file };
}

/** The row goes at once; its file is removed by a job queued in the same transaction. */
export async function remove({ db }: DocumentDeps, userId: string, id: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const row = await repo.removeOwned(tx, userId, id);
    if (row) await removeStoredFiles(tx, [row.storageKey]);
    return row;
  });
  if (!removed) throw notFound('Document not found.');
}

/**
 * Deletes these of the user's documents and queues their files' removal, in the caller's transaction (the
 * retention policy, docs/retention.md); checklist items that named them are left without a document.
 */
export async function removeDocuments(db: DbOrTx, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await repo.removeOwnedAmong(db, userId, ids);
  await removeStoredFiles(
    db,
    rows.map((row) => row.storageKey),
  );
  return rows.length;
}

/** "Delete my account", the documents' part: every document and photo the account uploaded, files included. */
export async function eraseDocuments(db: DbOrTx, userId: string): Promise<number> {
  return removeDocuments(db, userId, await repo.idsOwnedBy(db, userId));
}
