import { verifications } from '@db/schema/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { sha256 } from '../../lib/ids';

const BOOKING = 'https://booking.example.test/apply';
const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ VISA_BOOKING_URL: BOOKING });
});
afterAll(async () => {
  await t.close();
});

const exchange = (token: string, key = 'test-partner-key-0123456789abcdef01') =>
  t.client().request('POST', '/api/partner/sso/exchange', {
    json: { token },
    headers: { authorization: `Bearer ${key}` },
  });

const tokenOf = (url: string) => new URL(url).hash.replace(/^#sso=/, '');

describe('POST /api/handoff', () => {
  it('needs a session', async () => {
    const response = await t.client().post('/api/handoff', { to: 'AE' });
    expect(response.status).toBe(401);
  });

  it('answers the booking URL with the search as query and a token in the fragment', async () => {
    const user = await createUser(t);
    const search = { from: 'IN', to: 'AE', start: isoDaysFromNow(10), end: isoDaysFromNow(15), type: 'tourist' };
    const response = await user.client.post('/api/handoff', search);
    expect(response.status).toBe(200);
    const url = new URL(response.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(BOOKING);
    expect(Object.fromEntries(url.searchParams)).toEqual(search);
    expect(tokenOf(response.body.url).length).toBeGreaterThanOrEqual(40);
    const minutes = (Date.parse(response.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(1.9);
    expect(minutes).toBeLessThanOrEqual(2);
  });

  it('stores only a hash of the token', async () => {
    const user = await createUser(t);
    const { body } = await user.client.post('/api/handoff', { to: 'TH' });
    const token = tokenOf(body.url);
    const rows = await t.database.db.select().from(verifications).where(eq(verifications.target, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'sso', secretHash: sha256(token), userId: user.id });
    expect(JSON.stringify(rows[0])).not.toContain(token);
  });

  it('carries the date the visa is needed by, from the booking panel', async () => {
    const user = await createUser(t);
    const by = isoDaysFromNow(20);
    const { body } = await user.client.post('/api/handoff', {
      to: 'SG',
      start: isoDaysFromNow(25),
      type: 'business',
      by,
    });
    expect(new URL(body.url).searchParams.get('by')).toBe(by);
    const past = await user.client.post('/api/handoff', { to: 'SG', by: isoDaysFromNow(-5) });
    expect(past.status).toBe(400);
    expect(past.body.fields.by).toContain('in the past');
  });

  it('defaults the origin to India and passes autostart', async () => {
    const user = await createUser(t);
    const { body } = await user.client.post('/api/handoff', { autostart: true });
    const url = new URL(body.url);
    expect(url.searchParams.get('from')).toBe('IN');
    expect(url.searchParams.get('autostart')).toBe('1');
  });

  it('refuses a bad search with field messages', async () => {
    const user = await createUser(t);
    const unknown = await user.client.post('/api/handoff', { to: 'ZZ' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.to).toContain('Unknown country code');
    const dates = await user.client.post('/api/handoff', {
      to: 'AE',
      start: isoDaysFromNow(9),
      end: isoDaysFromNow(3),
    });
    expect(dates.status).toBe(400);
    expect(dates.body.fields.end).toContain('after the start date');
  });
});

describe('POST /api/handoff with the same country twice', () => {
  it('refuses a destination that is the origin, including the default origin India', async () => {
    const user = await createUser(t);
    for (const search of [{ from: 'TH', to: 'TH' }, { to: 'IN' }]) {
      const response = await user.client.post('/api/handoff', search);
      expect(response.status).toBe(400);
      expect(response.body.fields.to).toBe('Choose a destination other than the country you are starting from');
    }
  });
});

describe('POST /api/partner/sso/exchange', () => {
  it('answers the user once per token', async () => {
    const user = await createUser(t, { firstName: 'Meera', lastName: 'Iyer', mobile: '+919876543210' });
    const { body } = await user.client.post('/api/handoff', { to: 'AE' });
    const token = tokenOf(body.url);

    const first = await exchange(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      user: { id: user.id, email: user.email, name: 'Meera Iyer', mobile: '+919876543210' },
    });

    const second = await exchange(token);
    expect(second.status).toBe(404);
    expect(second.body.code).toBe('NOT_FOUND');
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t);
    const { body } = await user.client.post('/api/handoff', { to: 'AE' });
    const token = tokenOf(body.url);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verifications.secretHash, sha256(token)));
    const response = await exchange(token);
    expect(response.status).toBe(404);
  });

  it('refuses a wrong or missing partner key and leaves the token usable', async () => {
    const user = await createUser(t);
    const { body } = await user.client.post('/api/handoff', { to: 'AE' });
    const token = tokenOf(body.url);
    expect((await exchange(token, 'wrong-key')).status).toBe(401);
    const anonymous = await t.client().post('/api/partner/sso/exchange', { token });
    expect(anonymous.status).toBe(401);
    expect((await exchange(token)).status).toBe(200);
  });

  it('takes the partner key as the credential even when the caller also carries a session cookie', async () => {
    const user = await createUser(t);
    const { body } = await user.client.post('/api/handoff', { to: 'AE' });
    const response = await user.client.request('POST', '/api/partner/sso/exchange', {
      json: { token: tokenOf(body.url) },
      headers: { authorization: 'Bearer test-partner-key-0123456789abcdef01', origin: 'https://booking.example.test' },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(user.email);
  });

  it('refuses unknown and empty tokens', async () => {
    expect((await exchange('not-a-real-token')).status).toBe(404);
    const empty = await exchange('');
    expect(empty.status).toBe(400);
    expect(empty.body.fields.token).toBe('token is required');
  });

  it('lets only one of two simultaneous exchanges win', async () => {
    const user = await createUser(t);
    const { body } = await user.client.post('/api/handoff', { to: 'AE' });
    const token = tokenOf(body.url);
    const statuses = (await Promise.all([exchange(token), exchange(token), exchange(token)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 404, 404]);
  });

  it('is refused when the server has no partner key', async () => {
    const bare = await startTestApp({ PARTNER_API_KEY: '' });
    try {
      const response = await bare
        .client()
        .request('POST', '/api/partner/sso/exchange', { json: { token: 'x' }, headers: { authorization: 'Bearer x' } });
      expect(response.status).toBe(403);
    } finally {
      await bare.close();
    }
  });
});
