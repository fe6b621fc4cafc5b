import { PASSPORT_INDEX_SOURCE, REQUIREMENTS_AS_OF, type VisaOption } from '@contract/catalogue';
import { type Trip, type TripCheckRequest, TripCheckRequestSchema } from '@contract/trip-check';
import { describe, expect, it } from 'vitest';
import { checkTrip, type EngineFacts, type PairRequirement } from './engine';
import { readSeedRules } from './repo';
import { buildRuleBook } from './rule-book';
import { countSchengenDays } from './stays';

/** The shipped rules, by id, so every case names the rule it exercises. */
const SEED = readSeedRules();
const rule = (id: string) => {
  const found = SEED.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no seeded rule ${id}`);
  return found;
};

/** The passport-index answers the cases rely on (data/catalogue/requirements-india.json, 12 Jan 2025). */
const PAIRS: Record<string, Omit<PairRequirement, 'source' | 'verifiedAt'>> = {
  'IN:TH': { category: 'visa-free', days: 60 },
  'IN:AE': { category: 'e-visa' },
  'IN:FR': { category: 'visa-required' },
  'IN:IT': { category: 'visa-required' },
  'IN:DE': { category: 'visa-required' },
  'IN:US': { category: 'visa-required' },
  'IN:MU': { category: 'visa-free', days: 90 },
  'IN:XK': { category: 'no-admission' },
};

const option = (country: string, purpose: string) => ({ id: `${country}-${purpose}`.toLowerCase() }) as VisaOption;

function facts(overrides: Partial<EngineFacts> = {}): EngineFacts {
  return {
    rules: buildRuleBook(SEED),
    requirement: (passport, country) => ({
      ...(PAIRS[`${passport}:${country}`] ?? { category: 'visa-required' }),
      source: PASSPORT_INDEX_SOURCE,
      verifiedAt: REQUIREMENTS_AS_OF,
    }),
    options: (country, purpose) => [option(country, purpose)],
    countryName: (code) => code,
    staleBefore: '2026-05-26',
    lang: 'en',
    ...overrides,
  };
}

const trip = (input: Partial<TripCheckRequest>): Trip =>
  TripCheckRequestSchema.parse({ passport: 'IN', legs: [], ...input });

const US_VISA = { kind: 'visa', country: 'US', validUntil: '2030-01-01' } as const;

interface Case {
  name: string;
  /** The rule exercised and its source, as the answer must cite it. */
  rule: { id: string } | { passportIndex: true };
  trip: Partial<TripCheckRequest>;
  expect: {
    verdict: string;
    leg?: { index: number; category: string; days?: number; code: string; options: number };
    passportCode?: string;
  };
}

const CASES: Case[] = [
  {
    name: 'stay length: 30 days in Thailand fits the 60 visa-free days',
    rule: { id: 'stay:in:th' },
    trip: { legs: [{ country: 'TH', arrive: '2027-03-01', depart: '2027-03-30' }] },
    expect: {
      verdict: 'ready',
      leg: { index: 0, category: 'visa-free', days: 60, code: 'visa-free-days', options: 0 },
    },
  },
  {
    name: 'stay length: 75 days in Thailand needs a visa',
    rule: { id: 'stay:in:th' },
    trip: { legs: [{ country: 'TH', arrive: '2027-03-01', depart: '2027-05-14' }] },
    expect: {
      verdict: 'action-needed',
      leg: { index: 0, category: 'visa-free', days: 60, code: 'stay-too-long', options: 1 },
    },
  },
  {
    name: 'purpose: a study trip is not covered by Thailand’s visa-free entry',
    rule: { id: 'purpose:in:th' },
    trip: { purpose: 'student', legs: [{ country: 'TH', arrive: '2027-03-01', depart: '2027-03-10' }] },
    expect: {
      verdict: 'action-needed',
      leg: { index: 0, category: 'visa-required', code: 'purpose-not-covered', options: 1 },
    },
  },
  {
    name: 'purpose: without a purpose rule, a business trip is not covered by visa-free entry (Mauritius)',
    rule: { passportIndex: true },
    trip: { purpose: 'business', legs: [{ country: 'MU', arrive: '2027-03-01', depart: '2027-03-10' }] },
    expect: {
      verdict: 'action-needed',
      leg: { index: 0, category: 'visa-required', code: 'purpose-not-covered', options: 1 },
    },
  },
  {
    name: 'held documents: a US visa turns the UAE e-visa into a 14-day visa on arrival',
    rule: { id: 'held:in:ae:us-uk-eu' },
    trip: { held: [US_VISA], legs: [{ country: 'AE', arrive: '2027-03-01', depart: '2027-03-05' }] },
    expect: {
      verdict: 'ready',
      leg: { index: 0, category: 'visa-on-arrival', days: 14, code: 'held-document', options: 0 },
    },
  },
  {
    name: 'held documents (held:in:ae:us-uk-eu): a US visa valid under six months more does not count in the UAE',
    rule: { passportIndex: true },
    trip: {
      held: [{ kind: 'visa', country: 'US', validUntil: '2027-06-01' }],
      legs: [{ country: 'AE', arrive: '2027-03-01', depart: '2027-03-05' }],
    },
    expect: { verdict: 'action-needed', leg: { index: 0, category: 'e-visa', code: 'e-visa', options: 1 } },
  },
  {
    name: 'held documents: 20 days in the UAE on a visa on arrival is more than 14',
    rule: { id: 'held:in:ae:us-uk-eu' },
    trip: { held: [US_VISA], legs: [{ country: 'AE', arrive: '2027-03-01', depart: '2027-03-20' }] },
    expect: {
      verdict: 'action-needed',
      leg: { index: 0, category: 'visa-on-arrival', days: 14, code: 'stay-too-long', options: 1 },
    },
  },
  {
    name: 'transit: the US has no visa-free transit',
    rule: { id: 'transit:in:us' },
    trip: { legs: [{ country: 'US', arrive: '2027-03-01', depart: '2027-03-01', transit: true }] },
    expect: {
      verdict: 'action-needed',
      leg: { index: 0, category: 'visa-required', code: 'transit-visa-required', options: 1 },
    },
  },
  {
    name: 'transit: a US visa lets an Indian change planes in the US',
    rule: { id: 'transit:in:us' },
    trip: { held: [US_VISA], legs: [{ country: 'US', arrive: '2027-03-01', depart: '2027-03-01', transit: true }] },
    expect: {
      verdict: 'ready',
      leg: { index: 0, category: 'transit-without-visa', code: 'transit-exempt', options: 0 },
    },
  },
  {
    name: 'transit: Germany asks Indians for an airport transit visa',
    rule: { id: 'transit:in:de' },
    trip: { legs: [{ country: 'DE', arrive: '2027-03-01', depart: '2027-03-01', transit: true }] },
    expect: {
      verdict: 'action-needed',
      leg: { index: 0, category: 'airport-transit-visa', code: 'transit-airport-visa', options: 1 },
    },
  },
  {
    name: 'transit: a US visa exempts from Germany’s airport transit visa',
    rule: { id: 'transit:in:de' },
    trip: { held: [US_VISA], legs: [{ country: 'DE', arrive: '2027-03-01', depart: '2027-03-01', transit: true }] },
    expect: {
      verdict: 'ready',
      leg: { index: 0, category: 'transit-without-visa', code: 'transit-exempt', options: 0 },
    },
  },
  {
    name: 'transit: changing planes airside in Dubai needs no visa (unverified)',
    rule: { id: 'transit:in:ae' },
    trip: { legs: [{ country: 'AE', arrive: '2027-03-01', depart: '2027-03-01', transit: true }] },
    expect: {
      verdict: 'ready',
      leg: { index: 0, category: 'transit-without-visa', code: 'transit-airside', options: 0 },
    },
  },
  {
    name: 'passport: Schengen asks for 3 months beyond the departure from the area',
    rule: { id: 'passport:schengen' },
    trip: { passportExpiry: '2027-05-01', legs: [{ country: 'FR', arrive: '2027-03-01', depart: '2027-03-10' }] },
    expect: { verdict: 'not-allowed', passportCode: 'passport-too-short' },
  },
  {
    name: 'passport: the default is 6 months beyond arrival (unverified)',
    rule: { id: 'passport:default' },
    trip: { passportExpiry: '2027-08-01', legs: [{ country: 'TH', arrive: '2027-03-01', depart: '2027-03-10' }] },
    expect: { verdict: 'not-allowed', passportCode: 'passport-too-short' },
  },
  {
    name: 'passport: too few blank pages under the default rule',
    rule: { id: 'passport:default' },
    trip: {
      passportExpiry: '2030-01-01',
      blankPages: 1,
      legs: [{ country: 'TH', arrive: '2027-03-01', depart: '2027-03-10' }],
    },
    expect: { verdict: 'action-needed', passportCode: 'passport-blank-pages' },
  },
  {
    name: 'no admission: the trip is not allowed',
    rule: { passportIndex: true },
    trip: { legs: [{ country: 'XK', arrive: '2027-03-01', depart: '2027-03-10' }] },
    expect: { verdict: 'not-allowed', leg: { index: 0, category: 'no-admission', code: 'no-admission', options: 0 } },
  },
];

describe('trip check engine', () => {
  it.each(CASES)('$name', (testCase) => {
    const answer = checkTrip(trip(testCase.trip), facts());
    expect(answer.verdict).toBe(testCase.expect.verdict);
    const cited =
      'id' in testCase.rule
        ? { source: rule(testCase.rule.id).source, verifiedAt: rule(testCase.rule.id).verifiedAt }
        : { source: PASSPORT_INDEX_SOURCE, verifiedAt: REQUIREMENTS_AS_OF };
    const { leg, passportCode } = testCase.expect;
    if (leg) {
      const got = answer.legs[leg.index]!;
      expect(got.requirement).toEqual({ category: leg.category, ...(leg.days ? { days: leg.days } : {}) });
      expect(got.options).toHaveLength(leg.options);
      expect(got.reasons.find((reason) => reason.code === leg.code)).toMatchObject(cited);
    }
    if (passportCode) {
      expect(answer.passport.reasons.find((reason) => reason.code === passportCode)).toMatchObject(cited);
    }
  });

  it('marks facts older than the staleness age, and unverified ones, in the text', () => {
    const answer = checkTrip(
      trip({ legs: [{ country: 'AE', arrive: '2027-03-01', depart: '2027-03-01', transit: true }] }),
      facts({ staleBefore: '2027-01-01' }),
    );
    const reason = answer.legs[0]!.reasons[0]!;
    expect(reason).toMatchObject({ stale: true, unverified: true, verifiedAt: '2026-11-26' });
    expect(reason.text).toMatch(/^Not yet confirmed: .*\(last checked 26 November 2026 — may be out of date\)$/);
  });

  it('answers in Hindi', () => {
    const answer = checkTrip(
      trip({ legs: [{ country: 'TH', arrive: '2027-03-01', depart: '2027-05-14' }] }),
      facts({ lang: 'hi', countryName: (code) => (code === 'TH' ? 'थाईलैंड' : 'भारत') }),
    );
    expect(answer.legs[0]!.reasons[0]!.text).toContain('आपका 75 दिन का ठहराव उन 60 दिनों से लंबा है');
  });
});

describe('Schengen 90/180 (rule "schengen", Schengen Borders Code art. 6)', () => {
  const schengen = rule('schengen');
  const { maxDays, windowDays } = schengen.rule as { maxDays: number; windowDays: number };

  it.each([
    {
      name: 'one 20-day trip: 20 used, the window ends on its last day',
      planned: [{ arrive: '2027-03-01', depart: '2027-03-20' }],
      previous: [],
      expect: { daysUsed: 20, windowEnd: '2027-03-20', windowStart: '2026-09-22', limitReachedOn: null },
    },
    {
      name: 'a 75-day stay 60 days earlier plus a 20-day trip: the limit is reached on the 15th day',
      planned: [{ arrive: '2027-03-01', depart: '2027-03-20' }],
      previous: [{ arrive: '2026-11-01', depart: '2027-01-14' }],
      expect: { daysUsed: 95, windowEnd: '2027-03-20', limitReachedOn: '2027-03-15' },
    },
    {
      name: 'a stay that left the rolling window before the trip does not count',
      planned: [{ arrive: '2027-09-01', depart: '2027-09-20' }],
      previous: [{ arrive: '2027-01-01', depart: '2027-03-01' }],
      expect: { daysUsed: 20, limitReachedOn: null },
    },
    {
      name: 'the earlier stay drops out day by day during the trip: the fullest window is at the start',
      planned: [{ arrive: '2027-06-20', depart: '2027-07-20' }],
      previous: [{ arrive: '2027-01-01', depart: '2027-03-01' }],
      expect: { daysUsed: 70, windowEnd: '2027-06-29' },
    },
  ])('$name', ({ planned, previous, expect: expected }) => {
    expect(countSchengenDays(planned, previous, maxDays, windowDays)).toMatchObject(expected);
  });

  it('main destination: the longest stay, else the first entry (consulate rule)', () => {
    const paris = { country: 'FR', arrive: '2027-03-01', depart: '2027-03-12' };
    const rome = { country: 'IT', arrive: '2027-03-12', depart: '2027-03-20' };
    const longest = checkTrip(trip({ legs: [paris, rome] }), facts());
    expect(longest.schengen?.mainDestination).toEqual({ country: 'FR', basis: 'longest-stay' });
    expect(longest.legs.map((leg) => leg.options.length)).toEqual([1, 0]);
    const consulate = longest.schengen?.reasons.find((reason) => reason.code === 'schengen-main-longest');
    const source = (schengen.rule as { consulate: { source: unknown } }).consulate.source;
    expect(consulate).toMatchObject({ source });
    const equal = checkTrip(
      trip({
        legs: [
          { ...rome, arrive: '2027-03-01', depart: '2027-03-05' },
          { ...paris, arrive: '2027-03-05', depart: '2027-03-09' },
        ],
      }),
      facts(),
    );
    expect(equal.schengen?.mainDestination).toEqual({ country: 'IT', basis: 'first-entry' });
  });

  it('over 90 days in the window is not allowed, with the day the limit is reached', () => {
    const answer = checkTrip(
      trip({
        legs: [{ country: 'FR', arrive: '2027-03-01', depart: '2027-03-20' }],
        previousStays: [{ country: 'DE', arrive: '2026-11-01', depart: '2027-01-14' }],
      }),
      facts(),
    );
    expect(answer.verdict).toBe('not-allowed');
    expect(answer.schengen).toMatchObject({ daysUsed: 95, daysLeft: 0, limitReachedOn: '2027-03-15' });
    expect(answer.schengen?.reasons.map((reason) => reason.code)).toEqual([
      'schengen-over-limit',
      'schengen-limit-reached',
      'schengen-main-longest',
    ]);
  });
});
