import type { OnTimeRecord } from '@contract/on-time-record';
import type { Database } from '@db/client';
import { applications, reviews } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { readyDraft, submitAndPay } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { freshDatabase, startTestApp, type TestApp } from '../../../test/test-app';
import { changeStatus, onTimeJob } from '../applications';

/**
 * The public on-time record (docs/on-time.md#the-public-record) from a seeded history, read over HTTP. The
 * applications are submitted through the API, then given their submission day and promise, moved by an operator
 * on chosen days (India's time) and the late one compensated by the on-time job itself. December 2037 has 2026's
 * calendar: Friday 25 December (Christmas) is a public holiday.
 *
 * - A, Thailand: submitted Mon 7 Dec, promised Mon 14, approved Fri 11: on time, 4 working days.
 * - B, United Arab Emirates: submitted Mon 7 Dec, promised Tue 15, rejected Tue 15: on time (on the day), 6 days.
 * - C, Thailand: submitted Mon 21 Dec, promised Mon 28, compensated on Tue 29, approved Wed 30: 2 working days late
 *   (Tue 29, Wed 30), 6 working days (22, 23, 24, 28, 29, 30: Christmas and the weekend skipped).
 * - E, Thailand, submitted before promises existed (no date): approved, never counted; F cancelled: never counted.
 * - D, Thailand, seeded after the first read: submitted Mon 4 Jan 2038, promised Mon 11, approved Thu 7: 3 days.
 */
const at = (isoIndia: string) => new Date(`${isoIndia}+05:30`);
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let database: Database;
let drop: () => Promise<void>;
let traveller: TestUser;
let support: TestUser;
const refs: Record<string, string> = {};
const names: Record<string, string> = {};

async function submitted(optionId: string, submittedOn: string, promisedBy: string | null) {
  const draft = await readyDraft(traveller, { optionId });
  await submitAndPay(traveller, draft.ref);
  await t.database.db
    .update(applications)
    .set({ submittedAt: at(`${submittedOn}T10:00:00`), promisedBy })
    .where(eq(applications.ref, draft.ref));
  names[optionId] = (await traveller.client.get(`/api/applications/${draft.ref}`)).body.application.countryName;
  return draft.ref;
}

/** Moves the application through review and the embassy to its decision, on the days given. */
async function decide(ref: string, days: [inReview: string, withEmbassy: string, decided: string], to: string) {
  const move = (status: string, day: string) =>
    changeStatus(t.database.db, ref, status as 'approved', { actor: 'operator', now: at(`${day}T12:00:00`) });
  await move('in_review', days[0]);
  await move('with_embassy', days[1]);
  if (to !== 'with_embassy') await move(to, days[2]);
}

const masked = (ref: string) => `HV-${'•'.repeat(ref.length - 7)}${ref.slice(-4)}`;
const record = async () => {
  const res = await t.client().get('/api/on-time');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as OnTimeRecord;
};
const homeFigures = async () => {
  const res = await t.client().get('/api/home-figures');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  t = await startTestApp({ HOME_FIGURES_MIN_DECIDED: '4', HOME_FIGURES_MIN_REVIEWS: '1' }, { database });
  traveller = await createUser(t);
  support = await createOperator(t, 'support');

  refs.A = await submitted('th-tourist', '2037-12-07', '2037-12-14');
  await decide(refs.A, ['2037-12-08', '2037-12-09', '2037-12-11'], 'approved');
  refs.B = await submitted('ae-tourist', '2037-12-07', '2037-12-15');
  await decide(refs.B, ['2037-12-08', '2037-12-09', '2037-12-15'], 'rejected');
  refs.E = await submitted('th-tourist', '2037-12-07', null);
  await decide(refs.E, ['2037-12-08', '2037-12-09', '2037-12-10'], 'approved');
  refs.F = await submitted('th-tourist', '2037-12-07', '2037-12-14');
  await changeStatus(t.database.db, refs.F, 'cancelled', { actor: 'operator', now: at('2037-12-08T12:00:00') });

  refs.C = await submitted('th-tourist', '2037-12-21', '2037-12-28');
  await decide(refs.C, ['2037-12-22', '2037-12-23', ''], 'with_embassy');
  // The hourly check after the promised day gives back the service fee and GST (₹826) by itself.
  await onTimeJob(t.database, undefined, () => at('2037-12-29T00:45:00'))({}, { id: 'late-c' });
  await changeStatus(t.database.db, refs.C, 'approved', { actor: 'operator', now: at('2037-12-30T12:00:00') });
}, 240_000);
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  await database.close();
  await drop();
});

describe('the public on-time record', () => {
  it('counts decided applications with a promise by month and destination, with the misses and what they were paid', async () => {
    const thailand = names['th-tourist']!;
    const uae = names['ae-tourist']!;
    expect(thailand).toBe('Thailand');
    const body = await record();
    expect(body.total).toEqual({ decided: 3, onTime: 2, onTimePercent: 66.7, medianWorkingDays: 6 });
    expect(body.months).toEqual([
      {
        month: '2037-12',
        decided: 3,
        onTime: 2,
        onTimePercent: 66.7,
        medianWorkingDays: 6,
        destinations: [
          { country: 'TH', countryName: thailand, decided: 2, onTime: 1, onTimePercent: 50, medianWorkingDays: 5 },
          { country: 'AE', countryName: uae, decided: 1, onTime: 1, onTimePercent: 100, medianWorkingDays: 6 },
        ],
      },
    ]);
    expect(body.misses).toEqual([
      {
        ref: masked(refs.C!),
        country: 'TH',
        countryName: thailand,
        promisedBy: '2037-12-28',
        decidedOn: '2037-12-30',
        daysLate: 2,
        compensationPaise: 82_600,
      },
    ]);
    expect(body.misses[0]!.ref).toMatch(/^HV-•+\d{4}$/);
    expect(JSON.stringify(body)).not.toContain(refs.C!);
  });

  it('is public and in the OpenAPI document', async () => {
    const doc = (await t.client().get('/api/openapi.json')).body;
    for (const path of ['/api/on-time', '/api/home-figures']) {
      expect(doc.paths[path].get.responses['200']).toBeDefined();
      expect(doc.paths[path].get.security).toEqual([]);
    }
  });

  it('serves the cached record until the clock moves on, and the home figures go live past both thresholds', async () => {
    // 3 decided (the threshold is 4) and no review published: the home page keeps its standing figures.
    expect(await homeFigures()).toEqual({ live: false });
    const first = await record();

    refs.D = await submitted('th-tourist', '2038-01-04', '2038-01-11');
    await decide(refs.D, ['2038-01-05', '2038-01-06', '2038-01-07'], 'approved');
    expect((await traveller.client.post(`/api/applications/${refs.A}/review`, { rating: 4 })).status).toBe(201);
    const [review] = await t.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .innerJoin(applications, eq(applications.id, reviews.applicationId))
      .where(eq(applications.ref, refs.A!));
    expect((await support.client.post(`/api/ops/reviews/${review!.id}/publish`)).status).toBe(200);

    // Within the hour the record is the one computed before: D is not in it yet, nor in the home figures.
    expect(await record()).toEqual(first);
    expect(await homeFigures()).toEqual({ live: false });

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DAY_MS });
    const next = await record();
    expect(Date.parse(next.computedAt)).toBeGreaterThan(Date.parse(first.computedAt) + DAY_MS - 60_000);
    expect(next.total).toEqual({ decided: 4, onTime: 3, onTimePercent: 75, medianWorkingDays: 5 });
    expect(next.months.map((month) => [month.month, month.decided, month.onTime, month.medianWorkingDays])).toEqual([
      ['2038-01', 1, 1, 3],
      ['2037-12', 3, 2, 6],
    ]);
    expect(next.misses).toHaveLength(1);
    expect(await homeFigures()).toEqual({ live: true, onTimePercent: 75, decided: 4, averageRating: 4, reviews: 1 });
    vi.useRealTimers();
  });
});
