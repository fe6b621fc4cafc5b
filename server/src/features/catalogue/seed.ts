import type { Database } from '@db/client';
import { type CatalogueFile, readCatalogueFile } from './catalogue-file';
import { removeUnshippedOptions } from './edits';
import { upsertCatalogue } from './repo';
import { announceCatalogueChange } from './store';

interface SeedOptions {
  /** The file wins for every row it names (operators' edits are replaced). */
  overwrite?: boolean;
  /** The catalogue to seed from: the shipped data files unless given. */
  file?: CatalogueFile;
}

/**
 * Seeds the catalogue from data/catalogue/destinations.json. Idempotent: by default only
 * missing destinations and options are inserted, so operators' edits are never overwritten.
 * Options the files no longer ship are removed, each removal kept in the catalogue history.
 * Returns the rows written or removed.
 */
export async function seedCatalogue(database: Database, options: SeedOptions = {}): Promise<number> {
  const file = options.file ?? readCatalogueFile();
  const shippedIds = file.destinations.flatMap((destination) => destination.options.map((option) => option.id));
  const written = await database.db.transaction(
    async (tx) =>
      (await upsertCatalogue(tx, file, options.overwrite ?? false)) + (await removeUnshippedOptions(tx, shippedIds)),
  );
  if (written > 0) await announceCatalogueChange(database);
  return written;
}
