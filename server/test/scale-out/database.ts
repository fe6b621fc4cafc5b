import pg from 'pg';
import { withDatabase } from '../global-setup';

async function asAdmin(adminUrl: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the PostgreSQL of `adminUrl` (one an earlier run left is dropped first); its URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  await asAdmin(adminUrl, [`drop database if exists ${name} with (force)`, `create database ${name}`]);
  return withDatabase(adminUrl, name);
}

/** Drops the database again, ending the sessions still open on it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await asAdmin(adminUrl, [`drop database if exists ${name} with (force)`]);
}
