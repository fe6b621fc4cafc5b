import { CATALOGUE_SOURCE, CATALOGUE_VERIFIED_AT } from '@contract/catalogue-rules';
import type { DbOrTx } from '@db/client';
import { destinations, requirementOverrides, visaOptions } from '@db/schema/index';
import { and, asc, type Column, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CatalogueFile } from './catalogue-file';

export type DestinationRow = typeof destinations.$inferSelect;
export type VisaOptionRow = typeof visaOptions.$inferSelect;
export type OverrideRow = typeof requirementOverrides.$inferSelect;

function destinationValues(file: CatalogueFile) {
  return file.destinations.map((d, index) => ({
    code: d.code,
    slug: d.slug,
    name: d.name,
    image: d.image,
    pricePaise: d.price * 100,
    currency: file.currency,
    eVisa: d.eVisa,
    processingDays: d.processingDays,
    summary: d.summary,
    sortOrder: index,
    isEstimate: d.estimate,
  }));
}

function optionValues(file: CatalogueFile) {
  return file.destinations.flatMap((d) =>
    d.options.map((o, index) => ({
      id: o.id,
      countryCode: d.code,
      purpose: o.purpose,
      name: o.name,
      feesPaise: o.fee * 100,
      governmentFeePaise: Math.round(o.governmentFee * 100),
      serviceFeePaise: o.serviceFee * 100,
      currency: file.currency,
      processingDays: o.processingDays,
      validity: o.validity,
      stay: o.stay,
      requirements: o.requirements,
      eVisa: o.eVisa,
      isEstimate: o.estimate,
      sortOrder: index,
      sourceName: d.source?.name ?? CATALOGUE_SOURCE.name,
      sourceUrl: d.source?.url ?? CATALOGUE_SOURCE.url,
      verifiedAt: d.verifiedAt ?? CATALOGUE_VERIFIED_AT,
    })),
  );
}

/**
 * `SET field = excluded.field` for every field the file writes except the key: on a conflict the file's value wins.
 * The fields are those of a written row, so a field added to the file's rows is overwritten too.
 */
function fromExcluded<T extends PgTable>(table: T, row: object | undefined, key: string): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, Column>;
  return Object.fromEntries(
    Object.keys(row ?? {})
      .filter((field) => field !== key)
      .map((field) => [field, sql.raw(`excluded.${columns[field]!.name}`)]),
  );
}

/**
 * Inserts the catalogue rows that are missing, keyed by destination code and option id.
 * Rows already present are left alone so that operators' edits survive restarts, unless
 * `overwrite` is set (then the file wins for every row it names). Returns the rows written.
 */
export async function upsertCatalogue(db: DbOrTx, file: CatalogueFile, overwrite: boolean): Promise<number> {
  const destinationRows = destinationValues(file);
  const optionRows = optionValues(file);
  const destinationInsert = db.insert(destinations).values(destinationRows);
  const written = await (overwrite
    ? destinationInsert.onConflictDoUpdate({
        target: destinations.code,
        set: {
          ...fromExcluded(destinations, destinationRows[0], 'code'),
          version: sql`${destinations.version} + 1`,
          updatedAt: sql`now()`,
        },
      })
    : destinationInsert.onConflictDoNothing()
  ).returning({ code: destinations.code });
  const optionInsert = db.insert(visaOptions).values(optionRows);
  const writtenOptions = await (overwrite
    ? optionInsert.onConflictDoUpdate({
        target: visaOptions.id,
        set: { ...fromExcluded(visaOptions, optionRows[0], 'id'), version: sql`${visaOptions.version} + 1` },
      })
    : optionInsert.onConflictDoNothing()
  ).returning({ id: visaOptions.id });
  if (!overwrite) await fillMissingFeeSplits(db, optionRows);
  return written.length + writtenOptions.length;
}

/** Options seeded before fees were split get the file's split, once; an operator's split is never replaced. */
async function fillMissingFeeSplits(
  db: DbOrTx,
  rows: Array<{ id: string; feesPaise: number; governmentFeePaise: number; serviceFeePaise: number }>,
) {
  const missing = await db.select({ id: visaOptions.id }).from(visaOptions).where(isNull(visaOptions.serviceFeePaise));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { id } of missing) {
    const row = byId.get(id);
    if (!row) continue;
    await db
      .update(visaOptions)
      .set({ governmentFeePaise: row.governmentFeePaise, serviceFeePaise: row.serviceFeePaise })
      .where(
        and(eq(visaOptions.id, id), eq(visaOptions.feesPaise, row.feesPaise), isNull(visaOptions.serviceFeePaise)),
      );
  }
}

export interface CatalogueRows {
  destinations: DestinationRow[];
  options: VisaOptionRow[];
  overrides: OverrideRow[];
}

export async function loadCatalogue(db: DbOrTx): Promise<CatalogueRows> {
  const [destinationRows, optionRows, overrideRows] = await Promise.all([
    db.select().from(destinations).orderBy(asc(destinations.sortOrder), asc(destinations.name)),
    db.select().from(visaOptions).orderBy(asc(visaOptions.countryCode), asc(visaOptions.sortOrder)),
    db.select().from(requirementOverrides),
  ]);
  return { destinations: destinationRows, options: optionRows, overrides: overrideRows };
}

/** Destinations by country code (for modules that keep codes, e.g. the wishlist). */
export const destinationsByCodes = (db: DbOrTx, codes: string[]): Promise<DestinationRow[]> =>
  codes.length === 0 ? Promise.resolve([]) : db.select().from(destinations).where(inArray(destinations.code, codes));

/** Visa options by id (for modules that keep option ids). */
export const visaOptionsByIds = (db: DbOrTx, ids: string[]): Promise<VisaOptionRow[]> =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(visaOptions).where(inArray(visaOptions.id, ids));

export async function optionWithDestination(db: DbOrTx, optionId: string) {
  const [row] = await db
    .select({ option: visaOptions, countryName: destinations.name })
    .from(visaOptions)
    .innerJoin(destinations, eq(destinations.code, visaOptions.countryCode))
    .where(eq(visaOptions.id, optionId));
  return row;
}

export const visaOptionsOf = (db: DbOrTx, country: string, purpose: string) =>
  db
    .select()
    .from(visaOptions)
    .where(and(eq(visaOptions.countryCode, country), eq(visaOptions.purpose, purpose)))
    .orderBy(asc(visaOptions.sortOrder));
