import type { DbOrTx } from '@db/client';
import { destinations, visaOptions } from '@db/schema/index';
import { asc, sql } from 'drizzle-orm';
import type { CatalogueFile } from './catalogue-file';

export type DestinationRow = typeof destinations.$inferSelect;
export type VisaOptionRow = typeof visaOptions.$inferSelect;

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
      currency: file.currency,
      processingDays: o.processingDays,
      validity: o.validity,
      stay: o.stay,
      requirements: o.requirements,
      eVisa: o.eVisa,
      isEstimate: o.estimate,
      sortOrder: index,
    })),
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
  const written = overwrite
    ? await db
        .insert(destinations)
        .values(destinationRows)
        .onConflictDoUpdate({
          target: destinations.code,
          set: {
            slug: sql`excluded.slug`,
            name: sql`excluded.name`,
            image: sql`excluded.image`,
            pricePaise: sql`excluded.price_paise`,
            currency: sql`excluded.currency`,
            eVisa: sql`excluded.e_visa`,
            processingDays: sql`excluded.processing_days`,
            summary: sql`excluded.summary`,
            sortOrder: sql`excluded.sort_order`,
            isEstimate: sql`excluded.is_estimate`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ code: destinations.code })
    : await db
        .insert(destinations)
        .values(destinationRows)
        .onConflictDoNothing()
        .returning({ code: destinations.code });
  const writtenOptions = overwrite
    ? await db
        .insert(visaOptions)
        .values(optionRows)
        .onConflictDoUpdate({
          target: visaOptions.id,
          set: {
            countryCode: sql`excluded.country_code`,
            purpose: sql`excluded.purpose`,
            name: sql`excluded.name`,
            feesPaise: sql`excluded.fees_paise`,
            currency: sql`excluded.currency`,
            processingDays: sql`excluded.processing_days`,
            validity: sql`excluded.validity`,
            stay: sql`excluded.stay`,
            requirements: sql`excluded.requirements`,
            eVisa: sql`excluded.e_visa`,
            isEstimate: sql`excluded.is_estimate`,
            sortOrder: sql`excluded.sort_order`,
          },
        })
        .returning({ id: visaOptions.id })
    : await db.insert(visaOptions).values(optionRows).onConflictDoNothing().returning({ id: visaOptions.id });
  return written.length + writtenOptions.length;
}

export async function loadCatalogue(db: DbOrTx): Promise<{ destinations: DestinationRow[]; options: VisaOptionRow[] }> {
  const [destinationRows, optionRows] = await Promise.all([
    db.select().from(destinations).orderBy(asc(destinations.sortOrder), asc(destinations.name)),
    db.select().from(visaOptions).orderBy(asc(visaOptions.countryCode), asc(visaOptions.sortOrder)),
  ]);
  return { destinations: destinationRows, options: optionRows };
}
