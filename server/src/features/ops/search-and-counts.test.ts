import { addDays, todayInIndia } from '@contract/dates';
import { applicationPromiseCounts, applicationStatusCounts, applications } from '@db/schema/index';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { createOperator } from '../../../test/support/operators';
import { planOf } from '../../../test/support/plans';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { userSearch } from '../identity';

// Issue 33: staff search answered by indexes, and the queue's counts kept in the status change's
// transaction. Also run on PostgreSQL (DATABASE_URL), where the status changes below really run at once.

let t: TestApp;
let support: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  support = await createOperator(t, 'support');
  admin = await createOperator(t, 'admin');
});
afterAll(() => t.close());

let seq = 0;
/** A promised date far enough ahead to be neither at risk nor late today. */
const promiseDay = (n: number) => addDays(todayInIndia(), 400 + n);
/** Submitted applications inserted as the queue sees them (what payment leaves behind), without the checkout. */
async function insertSubmitted(userId: string, count: number): Promise<string[]> {
  const stamp = `${Date.now().toString(36)}${++seq}`;
  const refs = Array.from({ length: count }, (_, i) => `HV-2026-T${stamp}${i}`.slice(0, 24).toUpperCase());
  await t.database.db.insert(applications).values(
    refs.map((ref, i) => ({
      id: `t-${stamp}-${i}`,
      ref,
      userId,
      optionId: 'th-tourist',
      country: 'TH',
      option: {
        name: 'Tourist e-Visa',
        purpose: 'tourist',
        countryName: 'Thailand',
        governmentFeePaise: 250000,
        serviceFeePaise: 50000,
        processingDays: 5,
        validity: '60 days',
        stay: '30 days',
        requirements: [],
        estimate: false,
      },
      startDate: '2027-01-10',
      endDate: '2027-01-20',
      status: 'submitted',
      governmentFeePaise: 250000,
      serviceFeePaise: 50000,
      gstPaise: 9000,
      totalPaise: 309000,
      submittedAt: new Date(),
      // Three promised dates among them, so that moves between dates are counted.
      promisedBy: promiseDay(i % 3),
    })),
  );
  return refs;
}

const nonZero = (rows: Array<{ key: string; count: number }>) =>
  Object.fromEntries(rows.filter((row) => Number(row.count) > 0).map((row) => [row.key, Number(row.count)]));

/** The status counters beside count(*) per status of the table. */
async function countersAndTable() {
  const counters = await t.database.db
    .select({ key: applicationStatusCounts.status, count: applicationStatusCounts.count })
    .from(applicationStatusCounts);
  const counted = await t.database.db
    .select({ key: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(ne(applications.status, 'draft'))
    .groupBy(applications.status);
  return { counters: nonZero(counters), table: nonZero(counted) };
}

/** The promise counters beside count(*) of running applications per promised date. */
async function promiseCountersAndTable() {
  const counters = await t.database.db
    .select({ key: applicationPromiseCounts.promisedBy, count: applicationPromiseCounts.count })
    .from(applicationPromiseCounts);
  const counted = await t.database.db
    .select({ key: sql<string>`${applications.promisedBy}`, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(
      and(inArray(applications.status, ['submitted', 'in_review', 'with_embassy']), isNotNull(applications.promisedBy)),
    )
    .groupBy(applications.promisedBy);
  return { counters: nonZero(counters), table: nonZero(counted) };
}

describe('operator user search', () => {
  it('finds a user by id, e-mail (exact and a fragment), name, mobile digits and application reference', async () => {
    const stamp = Date.now().toString().slice(-7);
    const user = await createUser(t, {
      email: `xq.search${stamp}@example.com`,
      firstName: 'Zubin',
      lastName: `Quill${stamp}`,
      mobile: `+9198${stamp}1`,
    });
    const [ref] = await insertSubmitted(user.id, 1);
    const find = async (q: string) => {
      const res = await support.client.get(`/api/ops/users?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return res.body.items.map((hit: { id: string }) => hit.id);
    };
    expect(await find(user.id)).toEqual([user.id]);
    expect(await find(user.email.toUpperCase())).toEqual([user.id]);
    expect(await find(`SEARCH${stamp}@exa`)).toEqual([user.id]);
    expect(await find(`zubin quill${stamp}`)).toEqual([user.id]);
    expect(await find(`Quill${stamp}`)).toEqual([user.id]);
    expect(await find(`98 ${stamp.slice(0, 3)} ${stamp.slice(3)}`)).toEqual([user.id]);
    expect(await find(ref!.toLowerCase())).toEqual([user.id]);
    // Wildcards and the escape character are plain text: each would find Zubin if it reached LIKE as such.
    expect(await find('Zubin Quil_')).toEqual([]);
    expect(await find('Zubin Qu%ll')).toEqual([]);
    expect(await find('%%%')).toEqual([]);
    expect(await find('___')).toEqual([]);
    expect(await find('Zubin\\')).toEqual([]);
    expect(await find('xq\\.search')).toEqual([]);
  });

  it('refuses a search shorter than 3 or longer than 200 characters with a message, and a traveller', async () => {
    const short = await support.client.get('/api/ops/users?q=ab');
    expect(short.status).toBe(400);
    expect(short.body.fields.q).toBe('Type at least 3 characters');
    const long = await support.client.get(`/api/ops/users?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.fields.q).toBe('Type at most 200 characters');
    expect((await support.client.get(`/api/ops/users?q=${'a'.repeat(200)}`)).status).toBe(200);
    const traveller = await createUser(t);
    expect((await traveller.client.get('/api/ops/users?q=Zubin')).status).toBe(403);
  });

  it('answers every key from an index, never reading the table', async () => {
    // Bitmap scans only: a branch no index answers would force a sequential scan of users.
    const plan = await planOf(t.database, userSearch(t.database.db, '+91 98765 43210', 25, ['some-user-id']), [
      'indexscan',
    ]);
    expect(plan).not.toContain('Seq Scan');
    for (const index of ['users_pkey', 'users_email_key', 'users_email_trgm_idx', 'users_name_trgm_idx']) {
      expect(plan).toContain(index);
    }
    // The mobile by its trigram index, or on a table this small by the partial index of accounts with one.
    expect(plan).toMatch(/users_mobile_(trgm_idx|key)/);
  });

  it('finds a whole e-mail address by equality alone, not the addresses that contain it', async () => {
    const stamp = Date.now().toString().slice(-7);
    const exact = await createUser(t, { email: `ana${stamp}@example.com` });
    const longer = await createUser(t, { email: `hana${stamp}@example.com` });
    const find = async (q: string) =>
      (await support.client.get(`/api/ops/users?q=${encodeURIComponent(q)}`)).body.items.map(
        (hit: { id: string }) => hit.id,
      );
    expect(await find(exact.email.toUpperCase())).toEqual([exact.id]);
    expect((await find(`ana${stamp}@example`)).sort()).toEqual([exact.id, longer.id].sort());
    // The domain's trigrams are shared by most accounts: a whole address never reads the trigram index.
    const plan = await planOf(t.database, userSearch(t.database.db, exact.email, 25), ['indexscan']);
    expect(plan).toContain('users_email_key');
    expect(plan).not.toContain('trgm');
  });
});

describe('queue status counts', () => {
  // Twelve status changes over HTTP, each answering the application's detail: slow on PGlite on a loaded machine.
  it('stay equal to count(*) through inserts, concurrent status changes, drafts and deletes', {
    timeout: 90_000,
  }, async () => {
    const owner = await createUser(t);
    const refs = await insertSubmitted(owner.id, 3);
    const move = (ref: string, status: string, note?: string) =>
      admin.client.post(`/api/ops/applications/${ref}/status`, { status, ...(note && { note }) });
    // Every application walks in_review ⇄ documents_requested (two statuses flipping in both directions
    // at once across applications), and each first move is sent twice at the same time (one wins, one 409s).
    const outcomes = await Promise.all(
      refs.map(async (ref) => {
        const first = await Promise.all([move(ref, 'in_review'), move(ref, 'in_review')]);
        const rest = [];
        rest.push((await move(ref, 'documents_requested', 'Passport page is blurred')).status);
        rest.push((await move(ref, 'in_review')).status);
        return { first: first.map((res) => res.status).sort(), rest };
      }),
    );
    for (const outcome of outcomes) expect(outcome.first).toEqual([200, 409]);
    expect(outcomes.every((outcome) => outcome.rest.every((status) => status === 200))).toBe(true);
    const after = await countersAndTable();
    expect(after.counters).toEqual(after.table);
    expect(after.counters.in_review).toBeGreaterThanOrEqual(3);

    // The queue shows them; drafts are not counted and a deleted application leaves its count.
    const queue = await support.client.get('/api/ops/applications?limit=1');
    expect(queue.body.counts).toEqual(after.counters);
    await t.database.db.update(applications).set({ status: 'draft' }).where(eq(applications.ref, refs[0]!));
    await t.database.db.delete(applications).where(eq(applications.ref, refs[1]!));
    const end = await countersAndTable();
    expect(end.counters).toEqual(end.table);
    expect(end.counters.in_review).toBe(after.counters.in_review! - 2);
    const promises = await promiseCountersAndTable();
    expect(promises.counters).toEqual(promises.table);
  });

  it('stay exact when transactions change statuses in opposite directions at the same moment', async () => {
    const owner = await createUser(t);
    const refs = await insertSubmitted(owner.id, 12);
    // Half go submitted → in_review while the other half, already in review, go back: row locks on the
    // counters are taken in status order, so these interleave without a deadlock.
    await t.database.db
      .update(applications)
      .set({ status: 'in_review' })
      .where(inArray(applications.ref, refs.slice(6)));
    const flips = refs.map((ref, i) =>
      t.database.db.transaction(async (tx) => {
        const where = eq(applications.ref, ref);
        await tx
          .update(applications)
          .set({ status: i < 6 ? 'in_review' : 'submitted' })
          .where(where);
        await tx
          .update(applications)
          .set({ status: i < 6 ? 'documents_requested' : 'with_embassy' })
          .where(where);
      }),
    );
    await Promise.all(flips);
    const end = await countersAndTable();
    expect(end.counters).toEqual(end.table);
    const promises = await promiseCountersAndTable();
    expect(promises.counters).toEqual(promises.table);
  });

  it('keep the running applications per promised date through pauses, moved dates and deletes, at the same moment', async () => {
    const owner = await createUser(t);
    const refs = await insertSubmitted(owner.id, 12);
    const before = await promiseCountersAndTable();
    expect(before.counters).toEqual(before.table);
    // At once, each in its own transaction: moves of the promise one way and then the other (two dates locked in
    // opposite orders across transactions), a pause (documents requested: not running) resumed on a later date, a
    // decision, and (for one) a delete.
    const steps: Array<Array<Partial<typeof applications.$inferInsert>>> = [
      [{ promisedBy: promiseDay(0) }, { promisedBy: promiseDay(2) }],
      [{ promisedBy: promiseDay(2) }, { promisedBy: promiseDay(0) }],
      [{ status: 'documents_requested' }, { status: 'in_review', promisedBy: promiseDay(4) }],
      [{ status: 'approved' }],
    ];
    const changes = refs.map((ref, i) =>
      t.database.db.transaction(async (tx) => {
        const where = eq(applications.ref, ref);
        if (i === 3) await tx.delete(applications).where(where);
        else for (const change of steps[i % steps.length]!) await tx.update(applications).set(change).where(where);
      }),
    );
    await Promise.all(changes);
    const end = await promiseCountersAndTable();
    expect(end.counters).toEqual(end.table);
    expect(end.counters[promiseDay(4)]).toBeGreaterThanOrEqual(3);

    // The queue's counts come from these counters (every other promise here is months ahead): one due yesterday is
    // late, one due today at risk.
    const today = todayInIndia();
    const late = refs[2]!;
    const atRisk = refs[6]!;
    await t.database.db
      .update(applications)
      .set({ promisedBy: addDays(today, -1) })
      .where(eq(applications.ref, late));
    await t.database.db.update(applications).set({ promisedBy: today }).where(eq(applications.ref, atRisk));
    const counted = await promiseCountersAndTable();
    expect(counted.counters).toEqual(counted.table);
    const queue = await support.client.get('/api/ops/applications?limit=1');
    expect(queue.body.promiseCounts).toEqual({ atRisk: 1, late: 1 });
  });
});
