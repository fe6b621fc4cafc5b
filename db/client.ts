import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repository functions accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Cross-process notifications (PostgreSQL LISTEN/NOTIFY). */
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (test templates). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_ID = 727_001;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, onMessage) => {
      await client.listen(channel, onMessage);
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    /* idle client errors are surfaced on the next query */
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let listener: pg.Client | undefined;
  const handlers = new Map<string, (payload: string) => void>();

  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage) {
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        await listener.connect();
        listener.on('notification', (msg) => handlers.get(msg.channel)?.(msg.payload ?? ''));
      }
      handlers.set(channel, onMessage);
      await listener.query(`listen "${channel.replace(/"/g, '')}"`);
    },
    async close() {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
