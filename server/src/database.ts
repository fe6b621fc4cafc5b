import { type Database, openDatabase } from '@db/client';
import type { Config } from './config';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR/db. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : openDatabase({ kind: 'pglite', dataDir: config.dbDir });
}
