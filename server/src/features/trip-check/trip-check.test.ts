import { addDays, addMonths, todayInIndia } from '@contract/dates';
import type { TripCheckRequest, TripCheckResponse, TripReason } from '@contract/trip-check';
import { tripRuleHistory, tripRules } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { operatorActor } from '../../../test/support/operators';
import { HINDI_BROWSER, startTestApp, type TestApp } from '../../../test/test-app';
import { readSeedRules, revertTripRuleChange, saveTripRule } from './repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.rateLimits.reset({ name: 'trip-check', points: 60, durationSeconds: 60 }, '127.0.0.1');
});

const TODAY = todayInIndia();
/** A date `days` from today: the trips are always in the future, whatever day the test runs. */
const day = (days: number) => addDays(TODAY, days);
const seeded = (id: string) => readSeedRules().find((rule) => rule.id === id)!;

async function check(trip: Partial<TripCheckRequest>, headers?: Record<string, string>) {
  const client = t.client(headers);
  return client.request<TripCheckResponse>('POST', '/api/trip-check', { json: { passport: 'IN', ...trip } });
}

async function ok(trip: Partial<TripCheckRequest>, headers?: Record<string, string>) {
  const response = await check(trip, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const reason = (reasons: TripReason[], code: string) => {
  const found = reasons.find((candidate) => candidate.code === code);
  expect(found, `${code} in ${reasons.map((r) => r.code).join(', ')}`).toBeDefined();
  return found!;
};
const cites = (id: string) => ({ source: seeded(id).source, verifiedAt: seeded(id).verifiedAt });

/** India → Dubai (changing planes) → Paris and Rome, 20 days, passport expiring in 8 months, holding a US visa. */
const DONE_WHEN: Partial<TripCheckRequest> = {
  passportExpiry: addMonths(TODAY, 8),
  held: [{ kind: 'visa', country: 'US', validUntil: addMonths(TODAY, 30) }],
  purpose: 'tourist',
  legs: [
    { country: 'AE', arrive: day(30), depart: day(30), transit: true },
    { country: 'FR', arrive: day(30), depart: day(40) },
    { country: 'IT', arrive: day(40), depart: day(49) },
  ],
};

describe('POST /api/trip-check: the issue’s itinerary', () => {
  it('answers a verdict per stop with reasons and sources, the passport and the Schengen days', async () => {
    const answer = await ok(DONE_WHEN);
    expect(answer.verdict).toBe('action-needed');
    const [dubai, paris, rome] = answer.legs;
    expect(dubai).toMatchObject({
      country: 'AE',
      transit: true,
      verdict: 'ready',
      requirement: { category: 'transit-without-visa' },
      options: [],
    });
    expect(reason(dubai!.reasons, 'transit-airside')).toMatchObject({ ...cites('transit:in:ae'), unverified: true });
    expect(reason(dubai!.reasons, 'transit-airside').text).toMatch(/^Not yet confirmed: You can change planes in/);

    expect(paris).toMatchObject({ verdict: 'action-needed', requirement: { category: 'visa-required' }, days: 11 });
    expect(paris!.options.length).toBeGreaterThan(0);
    expect(paris!.options.every((option) => option.country === 'FR' && option.type === 'tourist')).toBe(true);
    expect(reason(paris!.reasons, 'visa-required').text).toContain('India passport holders need a visa for France');

    expect(rome).toMatchObject({ verdict: 'action-needed', options: [], days: 10 });
    expect(reason(rome!.reasons, 'schengen-covered').text).toBe(
      'One Schengen visa covers Italy: apply for it at the consulate of France.',
    );

    expect(answer.passport.verdict).toBe('ready');
    expect(reason(answer.passport.reasons, 'passport-valid')).toMatchObject(cites('passport:schengen'));
    expect(reason(answer.passport.reasons, 'passport-issued-within').text).toContain('within the last 10 years');

    expect(answer.schengen).toMatchObject({
      daysUsed: 20,
      daysLeft: 70,
      windowEnd: day(49),
      windowStart: day(49 - 179),
      limitReachedOn: null,
      mainDestination: { country: 'FR', basis: 'longest-stay' },
    });
    expect(reason(answer.schengen!.reasons, 'schengen-main-longest').text).toContain(
      'France, where you stay longest (11 days)',
    );

    const every = [
      ...answer.legs.flatMap((leg) => leg.reasons),
      ...answer.passport.reasons,
      ...answer.schengen!.reasons,
    ];
    for (const one of every) {
      expect(one.source.name.length).toBeGreaterThan(0);
      expect(one.source.url.length).toBeGreaterThan(0);
      expect(one.verifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(answer.verifiedAt).toBe(every.map((one) => one.verifiedAt).sort()[0]);
  });

  it('answers the same trip in Hindi for a Hindi page', async () => {
    const answer = await ok(DONE_WHEN, HINDI_BROWSER);
    expect(answer.verdict).toBe('action-needed');
    expect(answer.legs[1]!.countryName).toBe('फ्रांस');
    expect(reason(answer.legs[2]!.reasons, 'schengen-covered').text).toContain('एक शेंगेन वीज़ा');
    expect(reason(answer.schengen!.reasons, 'schengen-within').text).toContain('20 दिन');
    expect(answer.legs[1]!.options[0]!.visaType).not.toBe('Tourist Visa');
  });

  it('shows a fact checked longer ago than the staleness age as possibly out of date', async () => {
    const answer = await ok(DONE_WHEN);
    // The passport-index data is of 12 Jan 2025: more than six months before today.
    const dataFact = reason(answer.legs[1]!.reasons, 'visa-required');
    expect(dataFact).toMatchObject({ verifiedAt: '2025-01-12', stale: true });
    expect(dataFact.text).toMatch(/\(last checked 12 January 2025 — may be out of date\)$/);
    const hindi = await ok(DONE_WHEN, HINDI_BROWSER);
    expect(reason(hindi.legs[1]!.reasons, 'visa-required').text).toContain('पुरानी हो सकती है');
  });
});

describe('POST /api/trip-check: each rule', () => {
  it('stay length: 75 days in Thailand are more than the 60 visa-free days', async () => {
    const answer = await ok({ legs: [{ country: 'TH', arrive: day(20), depart: day(94) }] });
    const [thailand] = answer.legs;
    expect(thailand).toMatchObject({
      verdict: 'action-needed',
      days: 75,
      requirement: { category: 'visa-free', days: 60 },
    });
    expect(thailand!.options.length).toBeGreaterThan(0);
    const long = reason(thailand!.reasons, 'stay-too-long');
    expect(long).toMatchObject(cites('stay:in:th'));
    expect(long.text).toMatch(
      /^Your stay of 75 days is longer than the 60 days India passport holders may stay in Thailand without a visa: apply for a visa\./,
    );
    const short = await ok({ legs: [{ country: 'TH', arrive: day(20), depart: day(29) }] });
    expect(short.verdict).toBe('ready');
    expect(short.legs[0]!.options).toEqual([]);
  });

  it('purpose: a study trip to Thailand needs a visa', async () => {
    const answer = await ok({ purpose: 'student', legs: [{ country: 'TH', arrive: day(20), depart: day(29) }] });
    expect(answer.legs[0]).toMatchObject({ verdict: 'action-needed', requirement: { category: 'visa-required' } });
    expect(reason(answer.legs[0]!.reasons, 'purpose-not-covered')).toMatchObject(cites('purpose:in:th'));
  });

  it('held documents: a UK residence permit gives a 14-day visa on arrival in the UAE', async () => {
    const trip = { legs: [{ country: 'AE', arrive: day(20), depart: day(25) }] };
    const without = await ok(trip);
    expect(without.legs[0]).toMatchObject({ verdict: 'action-needed', requirement: { category: 'e-visa' } });
    const held = await ok({ ...trip, held: [{ kind: 'residence', country: 'GB', validUntil: addMonths(TODAY, 12) }] });
    expect(held.legs[0]).toMatchObject({
      verdict: 'ready',
      requirement: { category: 'visa-on-arrival', days: 14 },
      options: [],
    });
    expect(reason(held.legs[0]!.reasons, 'held-document')).toMatchObject(cites('held:in:ae:us-uk-eu'));
  });

  it('passport validity: a passport ending less than 3 months after leaving Schengen is refused', async () => {
    const answer = await ok({
      passportExpiry: day(100),
      legs: [{ country: 'FR', arrive: day(20), depart: day(30) }],
    });
    expect(answer.verdict).toBe('not-allowed');
    expect(answer.passport.verdict).toBe('not-allowed');
    expect(reason(answer.passport.reasons, 'passport-too-short')).toMatchObject(cites('passport:schengen'));
  });

  it('transit: the US needs a visa even to change planes, unless one is held', async () => {
    const trip = {
      legs: [
        { country: 'US', arrive: day(20), depart: day(20), transit: true },
        { country: 'MX', arrive: day(20), depart: day(30) },
      ],
    };
    const without = await ok(trip);
    expect(without.legs[0]).toMatchObject({ verdict: 'action-needed', requirement: { category: 'visa-required' } });
    expect(without.legs[0]!.options.every((option) => option.type === 'transit')).toBe(true);
    expect(reason(without.legs[0]!.reasons, 'transit-visa-required')).toMatchObject(cites('transit:in:us'));
    const held = await ok({ ...trip, held: [{ kind: 'visa', country: 'US', validUntil: addMonths(TODAY, 24) }] });
    expect(held.legs[0]).toMatchObject({ verdict: 'ready', requirement: { category: 'transit-without-visa' } });
  });

  it('Schengen 90/180: an earlier 75-day stay leaves 15 days; the trip reaches the limit on its 15th day', async () => {
    const answer = await ok({
      legs: [{ country: 'IT', arrive: day(30), depart: day(49) }],
      previousStays: [{ country: 'DE', arrive: day(-60), depart: day(14) }],
    });
    expect(answer.verdict).toBe('not-allowed');
    expect(answer.schengen).toMatchObject({ daysUsed: 95, daysLeft: 0, limitReachedOn: day(44), windowEnd: day(49) });
    expect(reason(answer.schengen!.reasons, 'schengen-over-limit')).toMatchObject(cites('schengen'));
    const later = await ok({
      legs: [{ country: 'IT', arrive: day(200), depart: day(219) }],
      previousStays: [{ country: 'DE', arrive: day(-60), depart: day(14) }],
    });
    expect(later.schengen).toMatchObject({ daysUsed: 20, daysLeft: 70, limitReachedOn: null });
  });

  it('main destination: equal stays go to the consulate of the first entry', async () => {
    const answer = await ok({
      legs: [
        { country: 'ES', arrive: day(30), depart: day(34) },
        { country: 'PT', arrive: day(34), depart: day(38) },
      ],
    });
    expect(answer.schengen?.mainDestination).toEqual({ country: 'ES', basis: 'first-entry' });
    expect(answer.legs.map((leg) => leg.options.length > 0)).toEqual([true, false]);
  });
});

describe('POST /api/trip-check: bad input', () => {
  const leg = (from: number, to: number, country = 'FR') => ({ country, arrive: day(from), depart: day(to) });
  it.each([
    { name: 'an unknown passport country', trip: { passport: 'ZZ', legs: [leg(1, 2)] }, field: 'passport' },
    { name: 'an unknown stop country', trip: { legs: [leg(1, 2, 'QQ')] }, field: 'legs.0.country' },
    { name: 'a malformed country code', trip: { legs: [leg(1, 2, 'France')] }, field: 'legs.0.country' },
    { name: 'departure before arrival', trip: { legs: [leg(5, 2)] }, field: 'legs.0.depart' },
    { name: 'overlapping stops', trip: { legs: [leg(1, 10), leg(5, 12, 'IT')] }, field: 'legs.1.arrive' },
    { name: 'more than 8 stops', trip: { legs: Array.from({ length: 9 }, (_, i) => leg(i, i)) }, field: 'legs' },
    { name: 'no stops', trip: { legs: [] }, field: 'legs' },
    { name: 'dates more than 2 years away', trip: { legs: [leg(700, 740)] }, field: 'legs.0.depart' },
    { name: 'a stop already over', trip: { legs: [leg(-10, -5)] }, field: 'legs.0.depart' },
    {
      name: 'a passport expiry in the past',
      // Two days back: past everywhere on Earth (the check counts today from UTC−12, this file from India).
      trip: { passportExpiry: day(-2), legs: [leg(1, 2)] },
      field: 'passportExpiry',
    },
    {
      name: 'an impossible date',
      trip: { legs: [{ country: 'FR', arrive: '2027-02-30', depart: day(3) }] },
      field: 'legs.0.arrive',
    },
    {
      name: 'a held document of an unknown kind',
      trip: { held: [{ kind: 'permit', country: 'US', validUntil: day(400) }], legs: [leg(1, 2)] },
      field: 'held.0.kind',
    },
    {
      name: 'a held document without a date',
      trip: { held: [{ kind: 'visa', country: 'US' }], legs: [leg(1, 2)] },
      field: 'held.0.validUntil',
    },
    {
      name: 'an expired held document',
      trip: { held: [{ kind: 'visa', country: 'US', validUntil: day(-3) }], legs: [leg(1, 2)] },
      field: 'held.0.validUntil',
    },
    {
      name: 'an earlier stay after the trip starts',
      trip: { legs: [leg(5, 9)], previousStays: [{ country: 'DE', arrive: day(6), depart: day(8) }] },
      field: 'previousStays.0.depart',
    },
  ])('$name → 400 with a message for $field', async ({ trip, field }) => {
    const response = await check(trip as Partial<TripCheckRequest>);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    const body = response.body as unknown as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields)).toContain(field);
  });

  it('answers field messages in Hindi on a Hindi page', async () => {
    const response = await check({ legs: [leg(5, 2)] }, HINDI_BROWSER);
    const body = response.body as unknown as { fields: Record<string, string> };
    expect(body.fields['legs.0.depart']).toBe('प्रस्थान की तारीख आगमन की तारीख से पहले है');
  });
});

describe('trip rules: edits, history and revert reach the answer', () => {
  it('an admin’s change of a rule is answered at once, and its revert too, each kept in the history', async () => {
    const trip = { legs: [{ country: 'TH', arrive: day(20), depart: day(94) }] };
    expect((await ok(trip)).verdict).toBe('action-needed');
    const [row] = await t.database.db.select().from(tripRules).where(eq(tripRules.id, 'stay:in:th'));
    const edited = { ...seeded('stay:in:th'), rule: { kind: 'stay', days: 90 }, verifiedAt: TODAY };
    const changeId = await saveTripRule(t.database, operatorActor('admin@hellovisa.example'), edited, row!.version);
    await expect.poll(async () => (await ok(trip)).verdict, { timeout: 5_000 }).toBe('ready');

    await expect(
      saveTripRule(t.database, operatorActor('other@hellovisa.example'), edited, row!.version),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(
      saveTripRule(
        t.database,
        operatorActor('admin@hellovisa.example'),
        { ...edited, source: { name: '', url: '' } },
        row!.version + 1,
      ),
    ).rejects.toMatchObject({ statusCode: 400 });

    await revertTripRuleChange(t.database, operatorActor('admin@hellovisa.example'), changeId);
    await expect.poll(async () => (await ok(trip)).verdict, { timeout: 5_000 }).toBe('action-needed');
    const history = await t.database.db.select().from(tripRuleHistory).where(eq(tripRuleHistory.ruleId, 'stay:in:th'));
    expect(history.map((entry) => entry.actor)).toEqual([
      'trip rules seed',
      'admin@hellovisa.example',
      'admin@hellovisa.example',
    ]);
    expect(history[2]!.revertOf).toBe(changeId);
  });
});

describe('POST /api/trip-check: the route', () => {
  it('is in the OpenAPI document as a public operation', async () => {
    const response = await t
      .client()
      .get<{ paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>> }>(
        '/api/openapi.json',
      );
    const operation = response.body.paths['/api/trip-check']?.post;
    expect(operation).toMatchObject({ operationId: 'postTripCheck', security: [] });
  });

  it('is rate-limited per address', async () => {
    const trip = { legs: [{ country: 'TH', arrive: day(20), depart: day(29) }] };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await check(trip)).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
