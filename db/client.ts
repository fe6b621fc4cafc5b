import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { LIFTOFF_ONLY_NODE_ARGS } from './liftoff-only.mjs';
import { pgliteModule } from './pglite-wasm';
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
  /**
   * Plain SQL with $1… parameters, outside Drizzle (the job queue's own statements). Without
   * values the text may hold several statements; the rows of every one are returned, in order
   * (pg-boss 12 reads a lock's row from the statement before the one that does the work).
   */
  query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  /**
   * Cross-process notifications (PostgreSQL LISTEN/NOTIFY). onGap runs when notices may have been
   * missed: when the listening connection drops and again once it is back, so that caches start over.
   */
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<void>;
  /** True while notices are being received (always, on the single-process embedded database). */
  readonly listening: boolean;
  /**
   * Statements this handle's Drizzle database has sent since it opened (in and out of transactions; not the plain
   * SQL of `query`, which is the job queue's polling): tests compare it before and after a request to prove that a
   * list answers in a constant number of queries.
   */
  statementsSent(): number;
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

/**
 * PostgreSQL's default shared_buffers (128 MB) is sized for a dedicated server; the embedded database
 * serves one process and its data directory is small, and every buffer is resident WebAssembly memory.
 * 16 MB against 32 MB: ~10 MB less resident after start, and the same wallet list, `me` and search
 * throughput (two servers side by side, alternating rounds, bench/RESULTS.md "Memory"); pages it misses are read
 * through the operating system's file cache.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];
const PGLITE_INIT_SCRIPT = fileURLToPath(new URL('./pglite-init.mjs', import.meta.url));

/** A new data directory is made by a short-lived child process (see pglite-init.mjs); reopening is cheap. */
async function initialiseDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // initdb runs once and briefly: on Liftoff alone it is quicker and peaks at half (1.1 GB to 0.6 GB).
  const child = spawn(process.execPath, [...LIFTOFF_ONLY_NODE_ARGS, PGLITE_INIT_SCRIPT, dataDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`could not create the database in ${dataDir} (initdb exited with ${code})`);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.dataDir && !options.loadDataDir) await initialiseDataDir(options.dataDir);
  else if (options.dataDir) mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(options.dataDir, {
    loadDataDir: options.loadDataDir,
    postgresqlconf: PGLITE_SETTINGS,
    pgliteWasmModule: await pgliteModule(),
    // Trigram indexes for staff search (migration operator-search-and-queue-counts creates the extension).
    extensions: { pg_trgm },
  });
  const counter = new StatementCounter();
  const db = drizzlePglite(client, { schema, logger: counter }) as unknown as Db;
  return {
    statementsSent: () => counter.sent,
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    query: async (text, values) => {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return { rows: results.flatMap((result) => result.rows) };
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: async (channel, onMessage) => {
      await client.listen(channel, onMessage);
    },
    listening: true,
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

/** Drizzle tells its logger of every statement it sends: counting them costs an increment. */
class StatementCounter implements Logger {
  sent = 0;
  logQuery(): void {
    this.sent++;
  }
}

const RELISTEN_AFTER_MS = 1000;

interface Subscription {
  onMessage: (payload: string) => void;
  onGap?: () => void;
}

/** One dedicated connection that LISTENs on every subscribed channel and comes back after a drop. */
class PostgresListener {
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private readonly subscriptions = new Map<string, Subscription>();
  private closed = false;

  constructor(private readonly url: string) {}

  get connected(): boolean {
    return this.client !== undefined;
  }

  async subscribe(channel: string, subscription: Subscription): Promise<void> {
    this.subscriptions.set(channel, subscription);
    await this.connect();
    await this.client?.query(listenStatement(channel));
  }

  private connect(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => this.subscriptions.get(message.channel)?.onMessage(message.payload ?? ''));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.subscriptions.keys()) await client.query(listenStatement(channel));
    this.client = client;
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    this.announceGap();
    if (!this.closed) setTimeout(() => this.reconnect(), RELISTEN_AFTER_MS).unref();
  }

  private reconnect() {
    this.connect().then(
      () => this.announceGap(),
      () => !this.closed && setTimeout(() => this.reconnect(), RELISTEN_AFTER_MS).unref(),
    );
  }

  private announceGap() {
    for (const subscription of this.subscriptions.values()) subscription.onGap?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}

const listenStatement = (channel: string) => `listen "${channel.replace(/"/g, '')}"`;

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    /* idle client errors are surfaced on the next query */
  });
  const counter = new StatementCounter();
  const db = drizzlePg(pool, { schema, logger: counter }) as unknown as Db;
  const listener = new PostgresListener(url);

  return {
    db,
    kind: 'postgres',
    statementsSent: () => counter.sent,
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
    query: async (text, values) => {
      const result = await pool.query(text, values && values.length > 0 ? values : undefined);
      return { rows: (Array.isArray(result) ? result : [result]).flatMap((each) => each.rows ?? []) };
    },
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onMessage, onGap) => listener.subscribe(channel, { onMessage, onGap }),
    get listening() {
      return listener.connected;
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
