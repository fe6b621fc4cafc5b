import pg from 'pg';

/** A new, empty database on the PostgreSQL behind `adminUrl` for one bench part: its URL and the admin connection. */
export async function scratchDatabase(adminUrl: string, name: string): Promise<{ admin: pg.Client; url: string }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return { admin, url: target.toString() };
}
