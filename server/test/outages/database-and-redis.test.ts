import { type Database, openDatabase } from '@db/client';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../fixtures';
import { startTestApp, type TestApp } from '../test-app';
import { type OwnPostgres, type OwnRedis, startOwnPostgres, startOwnRedis } from './own-services';

const databaseUnavailable = {
  code: 'UNAVAILABLE',
  error: 'The database is unavailable right now. Please try again in a moment.',
};

describe('PostgreSQL stopped and started again', () => {
  let postgres: OwnPostgres;
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    database = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 3 });
    await database.migrate();
    t = await startTestApp({ DATABASE_URL: postgres.url }, { database });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await postgres?.destroy();
  });

  it('answers 503 naming the database while it is down, reports it in health, and serves again once it is back', async () => {
    const user = await createUser(t);
    const wrong = { email: user.email, password: 'not the password' };
    expect((await t.client().post('/api/auth/login', wrong)).status).toBe(401);

    await postgres.stop();
    const login = await t.client().post('/api/auth/login', wrong);
    expect(login.status).toBe(503);
    expect(login.headers.get('retry-after')).toBe('5');
    expect(login.body).toEqual(databaseUnavailable);
    expect((await user.client.get('/api/documents')).body).toEqual(databaseUnavailable);

    const health = await t.client().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    expect(health.body).toMatchObject({ status: 'down', database: 'down', jobQueue: 'down', databaseKind: 'postgres' });
    expect(health.body.problems).toContain('The database is unreachable.');

    await postgres.start();
    await expect.poll(async () => (await t.client().get('/api/health')).status, { timeout: 20_000 }).toBe(200);
    expect((await t.client().post('/api/auth/login', wrong)).status).toBe(401);
    expect((await user.client.get('/api/documents')).status).toBe(200);
  }, 90_000);
});

describe('Redis stopped and started again', () => {
  let redis: OwnRedis;
  let t: TestApp;
  let probe: Redis;

  beforeAll(async () => {
    redis = await startOwnRedis();
    t = await startTestApp({ REDIS_URL: redis.url, REDIS_PREFIX: 'hv-outage' });
    probe = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  });
  afterAll(async () => {
    probe.disconnect();
    await t.close();
    await redis.stop();
  });

  const limitKeys = async () => {
    await probe.connect().catch(() => {});
    const keys = await probe.keys('hv-outage:rl:*');
    probe.disconnect();
    return keys;
  };

  it('keeps answering logins with the limits in memory, says so in health, and counts in Redis again once it is back', async () => {
    const user = await createUser(t);
    const wrong = { email: user.email, password: 'not the password' };
    expect((await t.client().post('/api/auth/login', wrong)).status).toBe(401);
    expect(await limitKeys()).not.toEqual([]);
    expect((await t.client().get('/api/health')).body).toMatchObject({ status: 'ok', redis: 'up' });

    await redis.stop();
    expect((await t.client().post('/api/auth/login', wrong)).status).toBe(401);
    const right = await t.client().post('/api/auth/login', { email: user.email, password: user.password });
    expect(right.status).toBe(200);
    const health = await t.client().get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'degraded', redis: 'down', database: 'up' });
    expect(health.body.problems).toEqual(['Redis is unreachable: rate limits count per process.']);

    // The memory limits still hold while Redis is down: the per-address login limit ends in 429.
    let status = 0;
    for (let attempt = 0; attempt < 60 && status !== 429; attempt++) {
      status = (await t.client().post('/api/auth/login', wrong)).status;
    }
    expect(status).toBe(429);

    await redis.start();
    await expect
      .poll(async () => (await t.client().get('/api/health')).body.redis, { timeout: 10_000, interval: 200 })
      .toBe('up');
    const other = await createUser(t);
    await t.client().post('/api/auth/login', { email: other.email, password: 'not the password' });
    expect(await limitKeys()).not.toEqual([]);
  }, 60_000);
});
