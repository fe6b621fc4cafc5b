import type { Database } from '@db/client';
import type { FastifyInstance } from 'fastify';
import { readCatalogueFile } from './catalogue-file';
import { upsertCatalogue } from './repo';
import { announceCatalogueChange } from './store';

/**
 * Seeds the catalogue from data/catalogue/destinations.json. Idempotent: by default only
 * missing destinations and options are inserted, so operators' edits are never overwritten.
 */
export async function seedCatalogue(database: Database, options: { overwrite?: boolean } = {}): Promise<number> {
  const file = readCatalogueFile();
  const written = await database.db.transaction((tx) => upsertCatalogue(tx, file, options.overwrite ?? false));
  if (written > 0) await announceCatalogueChange(database);
  return written;
}

/** Start-up task: seed, then let every process reload its in-memory catalogue. */
export async function seedCatalogueOnStart(app: FastifyInstance): Promise<void> {
  const written = await seedCatalogue(app.database);
  if (written > 0) app.log.info({ rows: written }, 'catalogue seeded');
}
