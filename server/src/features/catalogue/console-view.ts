import type { OpsCatalogue } from '@contract/ops/catalogue';
import type { Database, DbOrTx } from '@db/client';
import { destinations, requirementOverrides, visaOptions } from '@db/schema/index';
import { asc } from 'drizzle-orm';
import { CatalogueStore } from './store';

/** The stored catalogue facts with their versions, destinations in the home grid's order. */
export async function catalogueForConsole(db: DbOrTx): Promise<OpsCatalogue> {
  const [destinationRows, optionRows, overrideRows] = await Promise.all([
    db.select().from(destinations).orderBy(asc(destinations.sortOrder), asc(destinations.code)),
    db.select().from(visaOptions).orderBy(asc(visaOptions.sortOrder), asc(visaOptions.id)),
    db
      .select()
      .from(requirementOverrides)
      .orderBy(asc(requirementOverrides.passport), asc(requirementOverrides.destination)),
  ]);
  return {
    destinations: destinationRows.map((d) => ({
      code: d.code,
      name: d.name,
      image: d.image,
      pricePaise: d.pricePaise,
      eVisa: d.eVisa,
      summary: d.summary,
      version: d.version,
      options: optionRows
        .filter((o) => o.countryCode === d.code)
        .map((o) => ({
          id: o.id,
          purpose: o.purpose,
          name: o.name,
          governmentFeePaise: o.governmentFeePaise,
          serviceFeePaise: o.serviceFeePaise,
          feesPaise: o.feesPaise,
          processingDays: o.processingDays,
          validity: o.validity,
          stay: o.stay,
          requirements: o.requirements,
          eVisa: o.eVisa,
          estimate: o.isEstimate,
          source: { name: o.sourceName, url: o.sourceUrl },
          verifiedAt: o.verifiedAt,
          version: o.version,
        })),
    })),
    overrides: overrideRows.map((o) => ({
      passport: o.passport,
      destination: o.destination,
      category: o.category,
      days: o.days,
      note: o.note,
      source: { name: o.sourceName, url: o.sourceUrl },
      verifiedAt: o.verifiedAt,
      version: o.version,
    })),
  };
}

/** Read fresh from the tables, so the list reflects an edit made a moment ago. */
export async function contradictions(database: Database) {
  const store = new CatalogueStore(database);
  await store.reload();
  return { items: store.contradictions() };
}
