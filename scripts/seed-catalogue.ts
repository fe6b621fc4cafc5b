/**
 * Seeds the visa catalogue from data/catalogue/destinations.json into the configured database; options the files
 * no longer ship are removed (kept in the catalogue history).
 *   npx tsx scripts/seed-catalogue.ts              insert missing destinations and options only
 *   npx tsx scripts/seed-catalogue.ts --overwrite  also reset existing rows to the file's values
 * Running servers reload their in-memory catalogue through the change notification.
 */
import { loadConfig } from '../server/src/config';
import { openConfiguredDatabase } from '../server/src/database';
import { seedCatalogue } from '../server/src/features/catalogue';

async function main() {
  const overwrite = process.argv.includes('--overwrite');
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await database.migrate();
    const written = await seedCatalogue(database, { overwrite });
    console.log(`catalogue: ${written} rows written${overwrite ? ' (overwrite)' : ''}`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
