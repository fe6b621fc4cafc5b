import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '@db/client';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { jobQueues } from '../src/app';
import { loadConfig } from '../src/config';
import { prepareJobQueues } from '../src/lib/jobs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory dump that each test file loads. */
    pgliteTemplate: string;
    /** PostgreSQL: a migrated template database that each test file copies. */
    postgresTemplate: string;
  }
}

/** Migrates one template database per run; every test file then gets its own copy. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  // Projects of one run set up side by side: each its own template.
  const run = `${process.pid}_${project.name.replace(/\W/g, '_')}`;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    await prepareJobQueues(database, jobQueues(loadConfig({ NODE_ENV: 'test' })));
    const dump = await database.dumpDataDir!();
    await database.close();
    const file = path.resolve(`.tmp/pglite-template-${run}.tar.gz`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', '');
    return async () => rm(file, { force: true });
  }
  const template = `hv_template_${run}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const templateUrl = withDatabase(url, template);
  const database = await openDatabase({ kind: 'postgres', url: templateUrl });
  await database.migrate();
  await prepareJobQueues(database, jobQueues(loadConfig({ NODE_ENV: 'test' })));
  await database.close();
  project.provide('postgresTemplate', template);
  project.provide('pgliteTemplate', '');

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'hv_t_%' or datname = $1`,
      [template],
    );
    for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
