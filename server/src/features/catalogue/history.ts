import type { CatalogueChange, CatalogueEntity } from '@contract/catalogue-facts';
import type { CatalogueHistory } from '@contract/ops/catalogue';
import type { Database, DbOrTx } from '@db/client';
import { catalogueHistory, destinations, requirementOverrides, visaOptions } from '@db/schema/index';
import { and, eq, type SQL } from 'drizzle-orm';
import { conflict, notFound } from '../../lib/app-error';
import type { OperatorActor } from '../../lib/audit';
import { keyset } from '../../lib/keyset';
import { asEntry, auditAs, type Entry, overrideWhere, record, upsertOverride } from './edits';
import { announceCatalogueChange } from './store';

function toChange(row: typeof catalogueHistory.$inferSelect): CatalogueChange {
  return {
    id: row.id,
    entity: row.entity as CatalogueEntity,
    entryKey: row.entryKey,
    actor: row.actor,
    before: row.before ?? null,
    after: row.after ?? null,
    revertOf: row.revertOf,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The history's pages, newest change first: the change's number (it only grows) is the whole key. */
const historyPages = keyset('ops-catalogue-history', ['number']);

interface ChangeFilter {
  entity?: CatalogueEntity;
  entryKey?: string;
}

/** `limit` changes after the cursor, newest first, optionally of one entry: on the primary key, or catalogue_history_entry_idx. */
function changesAfter(db: DbOrTx, filter: ChangeFilter, cursor: string | undefined, limit: number) {
  const page = historyPages.seek(cursor, [catalogueHistory.id], 'desc');
  const conditions: Array<SQL | undefined> = [page.where];
  if (filter.entity) conditions.push(eq(catalogueHistory.entity, filter.entity));
  if (filter.entryKey) conditions.push(eq(catalogueHistory.entryKey, filter.entryKey));
  return db
    .select()
    .from(catalogueHistory)
    .where(and(...conditions))
    .orderBy(...page.orderBy)
    .limit(limit);
}

/** The newest changes first, optionally of one entry (the command line's list). */
export async function catalogueChanges(
  db: DbOrTx,
  filter: ChangeFilter & { limit?: number } = {},
): Promise<CatalogueChange[]> {
  return (await changesAfter(db, filter, undefined, filter.limit ?? 100)).map(toChange);
}

/** A page of the console's history in one query, newest change first, optionally of one entry. */
export async function catalogueChangesPage(
  db: DbOrTx,
  query: ChangeFilter & { cursor?: string; limit: number },
): Promise<CatalogueHistory> {
  const rows = await changesAfter(db, query, query.cursor, query.limit + 1);
  const { items, nextCursor } = historyPages.page(rows, query.limit, (row) => [String(row.id)]);
  return { items: items.map(toChange), nextCursor };
}

const TIMESTAMP_COLUMNS = new Set(['updatedAt']);

/** A history entry's row as column values again (timestamps back to dates). */
function rowValues(entry: Entry): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entry).map(([key, value]) => [
      key,
      TIMESTAMP_COLUMNS.has(key) && typeof value === 'string' ? new Date(value) : value,
    ]),
  );
}

async function currentEntry(tx: DbOrTx, entity: CatalogueEntity, key: string) {
  if (entity === 'override') {
    const [passport = '', destination = ''] = key.split(':');
    const [row] = await tx
      .select()
      .from(requirementOverrides)
      .where(overrideWhere(passport, destination))
      .for('update');
    return row;
  }
  if (entity === 'option') {
    const [row] = await tx.select().from(visaOptions).where(eq(visaOptions.id, key)).for('update');
    return row;
  }
  const [row] = await tx.select().from(destinations).where(eq(destinations.code, key)).for('update');
  return row;
}

/** Puts an entry's state back to `target` (null removes an override), with the next version number. */
async function restore(tx: DbOrTx, entity: CatalogueEntity, key: string, target: Entry | null, version: number) {
  if (entity === 'override') {
    const [passport = '', destination = ''] = key.split(':');
    if (!target) {
      await tx.delete(requirementOverrides).where(overrideWhere(passport, destination));
      return undefined;
    }
    return upsertOverride(tx, {
      ...rowValues(target),
      version,
      updatedAt: new Date(),
    } as typeof requirementOverrides.$inferInsert);
  }
  if (!target) throw conflict('This change cannot be reverted.');
  if (entity === 'option') {
    const [row] = await tx
      .update(visaOptions)
      .set({ ...rowValues(target), version })
      .where(eq(visaOptions.id, key))
      .returning();
    // Removed by the seed because the shipped data dropped it: the next start would remove it again.
    if (!row) throw conflict('This visa option is no longer in the shipped catalogue, so it cannot be brought back.');
    return row;
  }
  const [row] = await tx
    .update(destinations)
    .set({ ...rowValues(target), version, updatedAt: new Date() })
    .where(eq(destinations.code, key))
    .returning();
  return row;
}

/**
 * Undoes one change: the entry goes back to its state before that change. Refused (409) when the
 * entry changed again since, so a later edit is never silently lost.
 */
export async function revertChange(database: Database, actor: OperatorActor, changeId: number) {
  const newChangeId = await database.db.transaction(async (tx) => {
    const [change] = await tx.select().from(catalogueHistory).where(eq(catalogueHistory.id, changeId));
    if (!change) throw notFound('No such change.');
    const entity = change.entity as CatalogueEntity;
    const current = await currentEntry(tx, entity, change.entryKey);
    const afterVersion = (change.after as { version?: number } | null)?.version;
    if ((current?.version ?? undefined) !== afterVersion) {
      throw conflict('This entry changed again after that change: revert the later change first.');
    }
    const restored = await restore(tx, entity, change.entryKey, change.before ?? null, (current?.version ?? 0) + 1);
    return record(
      tx,
      { entity, entryKey: change.entryKey, actor: actor.email, before: asEntry(current), after: asEntry(restored) },
      change.id,
      auditAs(actor, 'catalogue.revert'),
    );
  });
  await announceCatalogueChange(database);
  return newChangeId;
}
