import { addDays, todayInIndia } from '@contract/dates';
import type { OpsTripRule } from '@contract/ops/trip-rules';
import type { TripCheckResponse } from '@contract/trip-check';
import { type Database, openDatabase } from '@db/client';
import { users } from '@db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalMailbox } from '../../src/features/identity/mailbox';
import { SESSION_COOKIE, SessionStore } from '../../src/features/identity/sessions';
import { newId, randomReferralCode } from '../../src/lib/ids';
import { freePort, type RunningServer, startServer } from '../server-process';
import { dropDatabase, freshDatabase } from './database';

/**
 * Two server processes on one PostgreSQL answer the trip check from rules held in memory: an admin's edit
 * through one process reaches the other's answer within 5 seconds (the hv_trip_rules NOTIFY). Needs DATABASE_URL.
 */
const adminUrl = process.env.DATABASE_URL;
const databaseName = `hv_scale_trip_rules_${process.pid}_${Date.now()}`;
const HOUR = 3_600_000;
let servers: RunningServer[] = [];
let database: Database | undefined;
let adminCookie = '';

const TODAY = todayInIndia();
/** 75 days in Thailand: longer than the 60 days an Indian passport may stay without a visa. */
const LONG_STAY = {
  passport: 'IN',
  legs: [{ country: 'TH', arrive: addDays(TODAY, 20), depart: addDays(TODAY, 94) }],
};

async function verdict(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.url}/api/trip-check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LONG_STAY),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as TripCheckResponse).verdict;
}

const asAdmin = (server: RunningServer, method: string, path: string, body?: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: {
      cookie: adminCookie,
      origin: server.url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  if (!adminUrl) throw new Error('This scale-out test needs DATABASE_URL (PostgreSQL).');
  const env = { DATABASE_URL: await freshDatabase(adminUrl, databaseName), TRIP_CHECK_PER_MINUTE: '600' };
  const one = await startServer({ port: await freePort(), env });
  servers = [one, await startServer({ port: await freePort(), env: { ...env, DATA_DIR: one.dataDir } })];
  database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 });
  // An administrator with two-factor authentication on, signed in (as the console expects one).
  const id = newId();
  const email = 'rules.admin@example.com';
  await database.db.insert(users).values({
    id,
    email,
    emailCanonical: canonicalMailbox(email),
    emailVerifiedAt: new Date(),
    passwordHash: 'not-used',
    firstName: 'Rule',
    lastName: 'Admin',
    referralCode: randomReferralCode(),
    role: 'admin',
    totpEnabledAt: new Date(),
    totpSecret: 'JBSWY3DPEHPK3PXP',
  });
  const { token } = await new SessionStore(database, 24 * HOUR, HOUR).create(id, { userAgent: 'vitest' });
  adminCookie = `${SESSION_COOKIE}=${token}`;
}, 180_000);

afterAll(async () => {
  await database?.close();
  await Promise.all(servers.map((server) => server.stop()));
  if (adminUrl) await dropDatabase(adminUrl, databaseName);
});

describe('trip rules on two server processes', () => {
  it('an edited rule reaching the answer within 5 s on two server processes', async () => {
    const [one, two] = servers as [RunningServer, RunningServer];
    for (const server of servers) expect(await verdict(server)).toBe('action-needed');

    const listed = await asAdmin(one, 'GET', '/api/ops/trip-rules');
    expect(listed.status).toBe(200);
    const rule = ((await listed.json()) as { items: OpsTripRule[] }).items.find((item) => item.id === 'stay:in:th')!;
    const { id: _id, updatedAt: _updatedAt, ...edit } = rule;
    const saved = await asAdmin(one, 'PUT', '/api/ops/trip-rules/stay:in:th', {
      ...edit,
      rule: { kind: 'stay', days: 90 },
      source: { name: 'Royal Thai Embassy, New Delhi', url: 'https://newdelhi.thaiembassy.org/en/' },
      verifiedAt: TODAY,
    });
    expect(saved.status).toBe(200);
    const editedAt = Date.now();

    // The other process hears the change and answers from the edited rule, well within the deadline.
    await expect.poll(() => verdict(two), { timeout: 5_000, interval: 100 }).toBe('ready');
    expect(Date.now() - editedAt).toBeLessThan(5_000);
    expect(await verdict(one)).toBe('ready');
  });
});
