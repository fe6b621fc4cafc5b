import { addDays, todayInIndia } from '@contract/dates';
import type { Database } from '@db/client';
import { applications, outgoingMessages, payments, refunds } from '@db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { readyDraft, submitAndPay } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { planOf } from '../../../test/support/plans';
import { freshDatabase, startTestApp, type TestApp } from '../../../test/test-app';
import { changeStatus, onTimeJob, promisedDecisionDate } from './index';
import { promiseCountsQuery } from './on-time';

/**
 * The on-time promise (docs/on-time.md) with the clock given to the moves and the job: Thailand's tourist visa takes
 * 5 working days; submitted on Wednesday 23 December 2037 the count skips Christmas (a public holiday, a Friday)
 * and a weekend; a wait on the traveller from Monday 28 to Wednesday 30 December moves the promise by those 2
 * working days. (2037-38 has 2026-27's calendar, far enough ahead that the server's own hourly run never finds it late.)
 */
const at = (isoIndia: string) => new Date(`${isoIndia}+05:30`);

let t: TestApp;
let database: Database;
let drop: () => Promise<void>;
let traveller: TestUser;
let support: TestUser;
/** The application followed through the scenario, and two whose promise is set against today's date. */
let ref: string;
let dueToday: string;
let dueYesterday: string;

const rowOf = async (of = ref) => (await t.database.db.select().from(applications).where(eq(applications.ref, of)))[0]!;
const setPromise = (of: string, promisedBy: string) =>
  t.database.db.update(applications).set({ promisedBy }).where(eq(applications.ref, of));
const queue = async (query = '') => {
  const page = await support.client.get(`/api/ops/applications?country=TH${query}`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page.body as { items: Array<{ ref: string; promise: string | null }>; promiseCounts: object };
};
const move = (status: 'in_review' | 'documents_requested', day: string) =>
  changeStatus(t.database.db, ref, status, { actor: 'operator', now: at(day) });
const lateRefunds = async () =>
  t.database.db
    .select({ amountPaise: refunds.amountPaise, destination: refunds.destination, reason: refunds.reason })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(applications, and(eq(applications.id, payments.applicationId), eq(applications.ref, ref)));

async function submitted(user: TestUser) {
  const draft = await readyDraft(user, { optionId: 'th-tourist' });
  await submitAndPay(user, draft.ref);
  return draft.ref;
}

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  t = await startTestApp({}, { database });
  traveller = await createUser(t, { language: 'hi' });
  support = await createOperator(t, 'support');
  ref = await submitted(traveller);
  const other = await createUser(t);
  dueToday = await submitted(other);
  dueYesterday = await submitted(other);
}, 240_000);
afterAll(async () => {
  await t.close();
  await database.close();
  await drop();
});

describe('the on-time promise', () => {
  it('counts working days past a public holiday and a weekend, and moves by the wait on the traveller', async () => {
    // Submitted today: the promise is the one the submission message gave.
    const promised = promisedDecisionDate(todayInIndia(), 5);
    expect((await traveller.client.get(`/api/applications/${ref}`)).body.application.promisedBy).toBe(promised);
    const [year, month, day] = promised.split('-').map(Number);
    const hindiDate = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('hi-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect((await t.lastMessage(traveller.email, 'application-status')).text).toContain(hindiDate);

    // Submitted Wed 23 Dec: Thu 24 (1), Fri 25 Christmas, the weekend, Mon 28 (2) … Thu 31 (5).
    expect(promisedDecisionDate('2037-12-23', 5)).toBe('2037-12-31');
    expect(promisedDecisionDate('2037-12-24', 1)).toBe('2037-12-28');
    await setPromise(ref, '2037-12-31');
    await move('in_review', '2037-12-24T10:00:00');
    await move('documents_requested', '2037-12-28T10:00:00');
    expect(await rowOf()).toMatchObject({ promisedBy: '2037-12-31', promisePausedOn: '2037-12-28' });
    expect((await queue()).items.find((item) => item.ref === ref)?.promise).toBe('paused');
    await move('in_review', '2037-12-30T16:00:00');
    // Waited Tue 29 and Wed 30: 2 working days on from Thu 31 is Mon 4 January (Fri 1, then the weekend).
    expect(await rowOf()).toMatchObject({ promisedBy: '2038-01-04', promisePausedOn: null });
  });

  it('shows operators what is at risk and late, with filters and counts', async () => {
    const today = todayInIndia();
    await setPromise(dueToday, today);
    await setPromise(dueYesterday, addDays(today, -1));
    const all = await queue();
    const stateOf = (of: string) => all.items.find((item) => item.ref === of)?.promise;
    expect([stateOf(ref), stateOf(dueToday), stateOf(dueYesterday)]).toEqual(['on_track', 'at_risk', 'late']);
    expect(all.promiseCounts).toEqual({ atRisk: 1, late: 1 });
    expect((await queue('&promise=at_risk')).items.map((item) => item.ref)).toEqual([dueToday]);
    expect((await queue('&promise=late')).items.map((item) => item.ref)).toEqual([dueYesterday]);
    const bad = await support.client.get('/api/ops/applications?promise=soon');
    expect(bad.status).toBe(400);
  });

  it('counts what is at risk and late from the counters per promised date, never the applications', async () => {
    const plan = await planOf(t.database, promiseCountsQuery(t.database.db, todayInIndia()));
    expect(plan).toContain('application_promise_counts');
    expect(plan).not.toMatch(/ on applications\b/);
  });

  it('gives back the service fee and GST once, however many runs race or follow a restart, and tells the traveller in Hindi', async () => {
    const job = (day: string) => onTimeJob(t.database, undefined, () => at(day));
    await job('2038-01-04T23:00:00')({}, { id: 'on-the-day' });
    expect(await lateRefunds()).toEqual([]);

    // Five runs at once (on PostgreSQL each on its own connection, as two processes would be).
    await Promise.all([1, 2, 3, 4, 5].map((n) => job('2038-01-05T00:30:00')({}, { id: `run-${n}` })));
    const messages = (await t.outbox()).filter((m) => m.to === traveller.email && m.purpose === 'on-time-compensation');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe(`${ref} पर 4 जनवरी 2038 तक फ़ैसला नहीं हुआ: आपकी सेवा फ़ीस वापस आ रही है`);
    expect(messages[0]!.text).toContain('₹826');
    const timeline = (await traveller.client.get(`/api/applications/${ref}`)).body.application.timeline;
    const notes = timeline.map((entry: { note: string | null }) => entry.note ?? '');
    expect(notes.filter((note: string) => note.startsWith('Not decided by the promised date'))).toEqual([
      'Not decided by the promised date (2038-01-04): the service fee and GST, ₹826.00, are given back',
    ]);
    // The refund's own entry says where the money went; the on-time message is the only one sent.
    const refunds = timeline.filter((entry: { refund: unknown }) => entry.refund);
    expect(refunds.map((entry: { refund: { toOriginal: number } }) => entry.refund.toOriginal)).toEqual([826]);
    expect((await t.outbox()).filter((m) => m.to === traveller.email && m.purpose === 'refund')).toEqual([]);

    // A restart: a new server on the same database runs the missed hour again.
    await t.close();
    t = await startTestApp({}, { database });
    await job('2038-01-05T01:45:00')({}, { id: 'after-restart' });

    // ₹700 service fee + ₹126 GST, back to the card it was paid with, once.
    expect(await lateRefunds()).toEqual([{ amountPaise: 82_600, destination: 'provider', reason: 'late' }]);
    expect((await rowOf()).compensatedAt).toBeInstanceOf(Date);
    const told = await t.database.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.dedupeKey, `on-time-compensation:${ref}:email`));
    expect(told).toHaveLength(1);
  });
});
