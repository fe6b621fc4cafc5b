import { type Database, openDatabase } from '@db/client';
import { destinations } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editDestination } from '../../src/features/catalogue/edits';
import { freePort, type RunningServer, startServer } from '../server-process';
import { operatorActor } from '../support/operators';
import { dropDatabase, freshDatabase } from './database';

/**
 * Two server processes on one PostgreSQL render destination pages from the catalogue: an edit announced on the
 * NOTIFY channel reaches the page HTML of both within 5 seconds. Needs DATABASE_URL and the built web app.
 */
const adminUrl = process.env.DATABASE_URL;
const databaseName = `hv_scale_pages_${process.pid}_${Date.now()}`;
let servers: RunningServer[] = [];
let database: Database | undefined;

const pageText = async (server: RunningServer, urlPath: string) =>
  (await (await fetch(`${server.url}${urlPath}`)).text()).replaceAll('<!-- -->', '');

beforeAll(async () => {
  if (!adminUrl) throw new Error('This scale-out test needs DATABASE_URL (PostgreSQL).');
  const databaseUrl = await freshDatabase(adminUrl, databaseName);
  const env = {
    DATABASE_URL: databaseUrl,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: databaseName } : {}),
  };
  const one = await startServer({ port: await freePort(), env });
  servers = [one, await startServer({ port: await freePort(), env: { ...env, DATA_DIR: one.dataDir } })];
  database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 });
}, 120_000);

afterAll(async () => {
  await database?.close();
  await Promise.all(servers.map((server) => server.stop()));
  if (!adminUrl) return;
  await dropDatabase(adminUrl, databaseName);
});

describe('destination pages on two server processes', () => {
  it('show an edit of the catalogue in the page HTML of both processes within 5 seconds', async () => {
    // Both processes have rendered (and cached) the page before the edit.
    for (const server of servers)
      expect(await pageText(server, '/visa/thailand')).toContain('If you need a visa: from ₹3,499');

    const [row] = await database!.db.select().from(destinations).where(eq(destinations.code, 'TH'));
    await editDestination(database!, operatorActor('admin@hellovisa.example'), 'TH', {
      name: row!.name,
      image: row!.image,
      pricePaise: 389_900,
      eVisa: row!.eVisa,
      summary: 'Night trains from Bangkok to Chiang Mai',
      version: row!.version,
    });

    for (const server of servers) {
      const prices: Array<[string, string]> = [
        ['/visa/thailand', 'If you need a visa: from ₹3,899'],
        ['/hi/visa/thailand', '₹3,899 से'],
      ];
      for (const [urlPath, price] of prices) {
        await expect.poll(() => pageText(server, urlPath), { timeout: 5_000, interval: 100 }).toContain(price);
      }
      expect(await pageText(server, '/visa/thailand')).toContain('Night trains from Bangkok to Chiang Mai');
    }
  });
});
