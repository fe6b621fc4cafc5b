import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { paidApplication } from '../../../test/support/apply';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let copies = 0;
/**
 * Copies of a real paid application (travellers, timeline, payment) made in one SQL statement: the rate limit on
 * new applications keeps the API from making a hundred. `secondsAfter` sets each copy's last change from the
 * original's.
 */
async function copyApplication(ref: string, count: number, secondsAfter: (n: number) => number) {
  const copiesMade = Array.from({ length: count }, (_, n) => ({
    id: `copy-${++copies}`,
    ref: `HV-2099-${String(copies).padStart(6, '0')}`,
    seconds: secondsAfter(n),
  }));
  await t.database.query(
    `with source as (select * from applications where ref = $1)
     , made as (select * from jsonb_to_recordset($2::jsonb) as made(id text, ref text, seconds int))
     , copied as (
       insert into applications (id, ref, user_id, option_id, country, option, start_date, end_date, status,
         government_fee_paise, service_fee_paise, gst_paise, total_paise, submitted_at, created_at, updated_at)
       select made.id, made.ref, user_id, option_id, country, option, start_date, end_date, status,
         government_fee_paise, service_fee_paise, gst_paise, total_paise, submitted_at, created_at,
         updated_at + make_interval(secs => made.seconds)
       from source cross join made returning id)
     , travellers as (
       insert into application_travellers (id, application_id, position, is_self, first_name, last_name, dob,
         passport_no, passport_expiry, nationality, relationship)
       select copied.id || '-' || t.id, copied.id, position, is_self, first_name, last_name, dob, passport_no,
         passport_expiry, nationality, relationship
       from application_travellers t cross join copied where t.application_id = (select id from source) returning 1)
     , events as (
       insert into application_events (id, application_id, from_status, status, actor, note, created_at)
       select copied.id || '-' || e.id, copied.id, from_status, status, actor, note, created_at
       from application_events e cross join copied where e.application_id = (select id from source) returning 1)
     insert into payments (id, application_id, user_id, provider, amount_paise, wallet_paise, provider_paise,
       status, created_at, paid_at)
     select copied.id || '-' || p.id, copied.id, user_id, provider, amount_paise, wallet_paise, provider_paise,
       status, created_at, paid_at
     from payments p cross join copied where p.application_id = (select id from source)`,
    [ref, JSON.stringify(copiesMade)],
  );
  return copiesMade.map((copy) => copy.ref);
}

/** Statements the server's database sent while answering (the job queue settled first, so only the request's). */
async function statementsFor(request: () => Promise<{ status: number }>) {
  await t.settled();
  const before = t.database.statementsSent();
  const res = await request();
  expect(res.status).toBe(200);
  return t.database.statementsSent() - before;
}

describe('GET /api/applications, a page at a time', () => {
  it('answers a page of 1 and a page of 100 applications in the same number of queries', async () => {
    const { traveller, ref } = await paidApplication(t);
    const list = (limit: number) => traveller.client.get(`/api/applications?limit=${limit}`);
    await list(1); // the session and its caches warm
    const forOne = await statementsFor(() => list(100));
    const one = (await list(100)).body;
    expect(one.items).toHaveLength(1);
    expect(one.items[0]).toMatchObject({
      ref,
      status: 'submitted',
      payments: [expect.objectContaining({ status: 'paid' })],
    });
    expect(one.items[0].cancellation.allowed).toBe(true);

    await copyApplication(ref, 99, (n) => -(n + 1));
    const forHundred = await statementsFor(() => list(100));
    expect(forHundred, `${forOne} statements for one application, ${forHundred} for a hundred`).toBe(forOne);
    expect(forOne).toBeLessThanOrEqual(10);

    const hundred = (await list(100)).body;
    expect(hundred.items).toHaveLength(100);
    expect(hundred.nextCursor).toBeNull();
    // Each copy shows its own travellers, timeline, payment and cancellation preview, as the original does.
    const original = hundred.items[0];
    expect(original.ref).toBe(ref);
    for (const item of hundred.items) {
      expect(item.travellers.map((x: { firstName: string }) => x.firstName)).toEqual(
        original.travellers.map((x: { firstName: string }) => x.firstName),
      );
      expect(item.timeline.map((x: { status: string }) => x.status)).toEqual(
        original.timeline.map((x: { status: string }) => x.status),
      );
      expect(item.payments).toHaveLength(1);
      expect(item.cancellation).toEqual(original.cancellation);
    }
  });

  it('walks every application once across pages while others are added in between', async () => {
    const { traveller, ref } = await paidApplication(t);
    const existing = [ref, ...(await copyApplication(ref, 24, (n) => -(n + 1) * 10))];
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { items: Array<{ ref: string }>; nextCursor: string | null } } =
        await traveller.client.get(`/api/applications?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(7);
      seen.push(...res.body.items.map((item) => item.ref));
      cursor = res.body.nextCursor;
      // Between pages: one newer than all (it belongs before the pages read) and one among those still to come.
      await copyApplication(ref, 1, () => 60);
      await copyApplication(ref, 1, () => -(pages * 70 + 65));
      pages++;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(existing.filter((r) => !seen.includes(r))).toEqual([]);
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    const user = await createUser(t);
    const foreign = Buffer.from(JSON.stringify(['ops-queue-oldest', '2026-01-01T00:00:00.000000Z', 'x'])).toString(
      'base64url',
    );
    const wrongKeys = Buffer.from(JSON.stringify(['applications', 'yesterday', 'x'])).toString('base64url');
    for (const query of [
      'cursor=!!',
      `cursor=${Buffer.from('not json').toString('base64url')}`,
      `cursor=${foreign}`,
      `cursor=${wrongKeys}`,
    ]) {
      const res = await user.client.get(`/api/applications?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toMatch(/Invalid cursor/);
    }
    for (const limit of ['0', '101', '2.5', 'ten']) {
      const res = await user.client.get(`/api/applications?limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(JSON.stringify(res.body), limit).toMatch(/Page size must be a whole number from 1 to 100/);
    }
    const res = await user.client.get('/api/applications?limit=100');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], nextCursor: null });
  });
});
