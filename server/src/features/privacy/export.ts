import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { EXPORT_NO_PASSWORD, EXPORT_TOO_OFTEN } from '@contract/account/privacy';
import type { Database, DbOrTx } from '@db/client';
import { consents, dataExports } from '@db/schema/index';
import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { strToU8, type Zippable, zipSync } from 'fflate';
import { notFound } from '../../lib/app-error';
import { filesNamedBy, removeStoredFiles } from '../../lib/file-removal';
import { newId, randomToken, sha256 } from '../../lib/ids';
import { enqueueJob, type QueueDefinition } from '../../lib/jobs';
import type { RateLimits } from '../../lib/rate-limiter';
import type { FileStorage } from '../../lib/storage';
import { notifyUser } from '../notifications';
import { confirmPassword } from './reauth';

/** How long the e-mailed link works (docs/privacy.md). */
export const EXPORT_LINK_HOURS = 24;
export const DATA_EXPORT_QUEUE = 'data-export';

export const dataExportQueue = (settings: {
  retryLimit: number;
  retryDelaySeconds: number;
  timeoutSeconds: number;
}): QueueDefinition => ({ name: DATA_EXPORT_QUEUE, ...settings });

/** Records the request and queues the job, in one transaction; the token travels only in the job and the e-mail. */
export async function requestExport(db: DbOrTx, userId: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const id = newId();
    const token = randomToken(32);
    await tx.insert(dataExports).values({ id, userId, tokenHash: sha256(token) });
    await enqueueJob(tx, DATA_EXPORT_QUEUE, { exportId: id, token });
    return { id };
  });
}

/** A stored file to put in the ZIP under this name. */
export interface ExportFile {
  name: string;
  storageKey: string;
}

/**
 * One module's part of the export, given through its public face: JSON files by name, and stored files. The
 * composition root (data-export-parts.ts) lists them, so this module depends on none of them.
 */
export type ExportPart = (
  db: DbOrTx,
  userId: string,
) => Promise<{ json: Record<string, unknown>; files?: ExportFile[] }>;

const consentsPart: ExportPart = async (db, userId) => ({
  json: {
    'consents.json': await db
      .select()
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(asc(consents.grantedAt)),
  },
});

/**
 * Everything the product holds about the user, in one ZIP: the JSON of every part, and every uploaded document
 * and issued visa file (decrypted through the storage).
 */
export async function assembleExport(
  db: DbOrTx,
  storage: FileStorage,
  userId: string,
  parts: readonly ExportPart[],
): Promise<Uint8Array> {
  const entries: Zippable = {};
  const files: ExportFile[] = [];
  for (const part of [...parts, consentsPart]) {
    const given = await part(db, userId);
    for (const [name, value] of Object.entries(given.json)) entries[name] = strToU8(JSON.stringify(value, null, 2));
    files.push(...(given.files ?? []));
  }
  for (const { name, storageKey } of files) {
    const file = await storage.get(storageKey);
    if (file) entries[safeName(name)] = new Uint8Array(await buffer(file.stream));
  }
  return zipSync(entries, { level: 6 });
}

/** A ZIP entry name of folder/file with nothing a ZIP tool could take as a path of its own. */
const safeName = (name: string) =>
  name
    .split('/')
    .map((segment) =>
      segment
        .replace(/[^\w.-]+/g, '_')
        .replace(/^\.+/, '_')
        .slice(-100),
    )
    .join('/');

/** The job: builds the ZIP, stores it encrypted, stamps the row with its 24-hour life and e-mails the link. */
export const dataExportJob =
  (
    database: Database,
    storage: () => FileStorage,
    parts: readonly ExportPart[],
    clock: () => Date = () => new Date(),
  ) =>
  async (data: { exportId: string; token: string }) => {
    const db = database.db;
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, data.exportId));
    if (!row || row.storageKey) return;
    const zip = await assembleExport(db, storage(), row.userId, parts);
    const { key } = await storage().put(Readable.from([Buffer.from(zip)]));
    const readyAt = clock();
    const expiresAt = new Date(readyAt.getTime() + EXPORT_LINK_HOURS * 3600_000);
    await db.update(dataExports).set({ storageKey: key, readyAt, expiresAt }).where(eq(dataExports.id, row.id));
    await notifyUser(db, {
      userId: row.userId,
      kind: 'data-export-ready',
      data: { url: `/api/account/privacy/export/${data.token}`, expiresAt: expiresAt.toISOString() },
      dedupeKey: `data-export:${row.id}`,
    });
  };

/** The ready export behind a link, for its own user only and before it expires; 404 for anything else. */
export async function findExport(db: DbOrTx, userId: string, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.tokenHash, sha256(token)), eq(dataExports.userId, userId)));
  if (!row?.storageKey || !row.expiresAt || row.expiresAt <= now) {
    throw notFound('This download link is not valid: it may have expired. Ask for a new export.');
  }
  return { storageKey: row.storageKey };
}

const EXPORT_REQUESTS = { name: 'data-export-requests', points: 5, durationSeconds: 24 * 60 * 60 };

/** Checks the password again (the caller proves they hold the account), then queues the export. */
export async function confirmAndRequestExport(
  deps: { db: DbOrTx; rateLimits: RateLimits },
  userId: string,
  password: string,
): Promise<{ queued: true; linkValidHours: number }> {
  await confirmPassword(deps, { name: 'data-export-reauth', noPassword: EXPORT_NO_PASSWORD }, userId, password);
  // Each export reads every file the traveller has: a few a day are plenty.
  await deps.rateLimits.consume([EXPORT_REQUESTS, userId, EXPORT_TOO_OFTEN]);
  await requestExport(deps.db, userId);
  return { queued: true, linkValidHours: EXPORT_LINK_HOURS };
}

/** The exports' ZIPs (for the orphan file sweep). */
export const exportFiles = filesNamedBy(dataExports.storageKey);

/** An export whose job never finished is given up after this long. */
const UNFINISHED_EXPORT_MS = 7 * 24 * 3600_000;

/**
 * Upkeep: expired exports are dropped and their ZIPs removed (queued in the same transaction), as are requests
 * whose job never finished. Returns how many rows went.
 */
export async function purgeExpiredExports(db: DbOrTx, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(dataExports)
      .where(
        or(
          lt(dataExports.expiresAt, now),
          and(
            isNull(dataExports.storageKey),
            lt(dataExports.requestedAt, new Date(now.getTime() - UNFINISHED_EXPORT_MS)),
          ),
        ),
      )
      .returning({ key: dataExports.storageKey });
    await removeStoredFiles(
      tx,
      gone.map((row) => row.key),
    );
    return gone.length;
  });
}
