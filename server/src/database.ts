import { type Database, openDatabase } from '@db/client';
import type { Config } from './config';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR/db. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize })
    : openDatabase({ kind: 'pglite', dataDir: config.dbDir });
}

/** Which database a configuration opens, for messages: the embedded one's directory, or PostgreSQL's host and name. */
export function describeDatabase(config: Config): string {
  if (!config.databaseUrl) return `the embedded database in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `the PostgreSQL database ${url.pathname.slice(1) || url.username} on ${url.host}`;
}
