import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup';

export interface DatabaseCopy {
  url: string;
  drop(): Promise<void>;
}

/**
 * On a PostgreSQL run, a new database copied from the run's migrated template (undefined on PGlite). Test files
 * run side by side: each needs its own, or one file's servers would work the other's queued jobs.
 */
export async function templateCopy(): Promise<DatabaseCopy | undefined> {
  const template = inject('postgresTemplate');
  const url = process.env.DATABASE_URL;
  if (!template || !url) return undefined;
  const name = `hv_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  return {
    url: withDatabase(url, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
