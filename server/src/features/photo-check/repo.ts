import { readFileSync } from 'node:fs';
import { type PhotoSpec, PhotoSpecSchema } from '@contract/photo-check';
import type { Database, DbOrTx } from '@db/client';
import { photoSpecHistory, photoSpecs } from '@db/schema/index';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { conflict } from '../../lib/app-error';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { keyset } from '../../lib/keyset';

const SEED_FILE = new URL('../../../../data/catalogue/photo-specs.json', import.meta.url);
const SEED_ACTOR = 'photo specifications seed';
const DEFAULT = '*';

type SpecRow = typeof photoSpecs.$inferSelect;

function toSpec(row: SpecRow): PhotoSpec {
  const { sourceName, sourceUrl, version: _v, updatedAt: _u, ...rest } = row;
  return PhotoSpecSchema.parse({ ...rest, source: { name: sourceName, url: sourceUrl } });
}

function toValues(spec: PhotoSpec) {
  const { source, ...rest } = spec;
  return { ...rest, sourceName: source.name, sourceUrl: source.url };
}

const asEntry = (row: SpecRow | undefined) =>
  row ? (JSON.parse(JSON.stringify(row)) as Record<string, unknown>) : null;

/** The shipped specifications (data/catalogue/photo-specs.json), checked against the contract. */
function readSeedSpecs(): PhotoSpec[] {
  return z.object({ specs: z.array(PhotoSpecSchema) }).parse(JSON.parse(readFileSync(SEED_FILE, 'utf8'))).specs;
}

/** Adds the shipped specifications that are missing; one an operator changed or removed is never touched. */
export async function seedPhotoSpecs(database: Database): Promise<number> {
  return database.db.transaction(async (tx) => {
    const known = new Set((await tx.select({ id: photoSpecHistory.specId }).from(photoSpecHistory)).map((r) => r.id));
    let added = 0;
    for (const spec of readSeedSpecs().filter((spec) => !known.has(spec.id))) {
      const [row] = await tx.insert(photoSpecs).values(toValues(spec)).onConflictDoNothing().returning();
      if (!row) continue;
      await tx
        .insert(photoSpecHistory)
        .values({ specId: spec.id, actor: SEED_ACTOR, before: null, after: asEntry(row) });
      added++;
    }
    return added;
  });
}

/** The specification for a destination (ISO code): its own, else the default. */
export async function photoSpecFor(db: DbOrTx, destination: string): Promise<PhotoSpec | undefined> {
  const rows = await db.select().from(photoSpecs).orderBy(asc(photoSpecs.id));
  const own = rows.find((row) => row.countries.includes(destination));
  const chosen = own ?? rows.find((row) => row.countries.includes(DEFAULT));
  return chosen && toSpec(chosen);
}

const STALE =
  'Someone else changed this photo specification since you opened it: reload it and make your change again.';

/** Creates or changes a specification (the version it was opened at; none for a new one), in its history and the audit. */
export async function savePhotoSpec(database: Database, actor: OperatorActor, spec: PhotoSpec, version?: number) {
  return database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(photoSpecs).where(eq(photoSpecs.id, spec.id)).for('update');
    if ((before?.version ?? undefined) !== version) throw conflict(STALE);
    const values = { ...toValues(spec), version: (before?.version ?? 0) + 1, updatedAt: new Date() };
    const [after] = await tx
      .insert(photoSpecs)
      .values(values)
      .onConflictDoUpdate({ target: photoSpecs.id, set: values })
      .returning();
    const [change] = await tx
      .insert(photoSpecHistory)
      .values({ specId: spec.id, actor: actor.email, before: asEntry(before), after: asEntry(after) })
      .returning({ id: photoSpecHistory.id });
    await recordAudit(tx, actor, {
      action: 'photo-spec.save',
      targetType: 'photo-spec',
      targetId: spec.id,
      before: asEntry(before),
      after: { ...asEntry(after), changeId: change!.id },
    });
    return change!.id;
  });
}

/** Every specification with the version an edit must name, by id. */
export async function photoSpecsForConsole(db: DbOrTx) {
  const rows = await db.select().from(photoSpecs).orderBy(asc(photoSpecs.id));
  return rows.map((row) => ({ ...toSpec(row), version: row.version, updatedAt: row.updatedAt.toISOString() }));
}

/** A specification's changes, newest first. */
/** A specification's history a page at a time, newest change first: the change's number (it only grows) is the key. */
const historyPages = keyset('ops-photo-spec-history', ['number']);

/** A page of a specification's changes in one statement, on photo_spec_history_spec_idx (spec_id, id). */
export async function photoSpecChanges(db: DbOrTx, specId: string, query: { cursor?: string; limit: number }) {
  const page = historyPages.seek(query.cursor, [photoSpecHistory.id], 'desc');
  const rows = await db
    .select()
    .from(photoSpecHistory)
    .where(and(eq(photoSpecHistory.specId, specId), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const { items, nextCursor } = historyPages.page(rows, query.limit, (row) => [String(row.id)]);
  return { items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), nextCursor };
}
