import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { paidApplication } from '../../../test/support/apply';
import { expectConstantStatements, expectRefusesBadPaging, walkAllPages } from '../../../test/support/paging';
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

describe('GET /api/applications, a page at a time', () => {
  it('answers a page of 1 and a page of 100 applications in the same number of queries', async () => {
    const { traveller, ref } = await paidApplication(t);
    const list = (limit: number) => traveller.client.get(`/api/applications?limit=${limit}`);
    const one = (await list(100)).body;
    expect(one.items).toHaveLength(1);
    expect(one.items[0]).toMatchObject({
      ref,
      status: 'submitted',
      payments: [expect.objectContaining({ status: 'paid' })],
    });
    expect(one.items[0].cancellation.allowed).toBe(true);

    await expectConstantStatements(t, traveller.client, '/api/applications', {
      full: 100,
      fill: () => copyApplication(ref, 99, (n) => -(n + 1)),
      atMost: 10,
    });

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
    await walkAllPages<{ ref: string }>(traveller.client, '/api/applications', {
      limit: 7,
      existing,
      keyOf: (item) => item.ref,
      // Between pages: one newer than all (it belongs before the pages read) and one among those still to come.
      between: async (pages) => {
        await copyApplication(ref, 1, () => 60);
        await copyApplication(ref, 1, () => -(pages * 70 + 65));
      },
    });
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    const user = await createUser(t);
    await expectRefusesBadPaging(user.client, '/api/applications', 'applications');
    const res = await user.client.get('/api/applications?limit=100');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], nextCursor: null });
  });
});
