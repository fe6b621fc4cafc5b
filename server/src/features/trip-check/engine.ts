/**
 * The trip check's rule engine: rules + trip + today → answer, with no I/O (DESIGN 13), so it is tested
 * table-driven and benchmarked on its own. The service gives it the catalogue's facts as plain lookups.
 */
import {
  type FactSource,
  type RequirementCategory,
  VISA_FREE_PURPOSES,
  type VisaOption,
  type VisaPurpose,
} from '@contract/catalogue';
import { addMonths, formatLongDate } from '@contract/dates';
import type { Lang } from '@contract/lang';
import type {
  HeldDocument,
  HeldMatch,
  ReasonLevel,
  SchengenAnswer,
  Trip,
  TripCategory,
  TripCheckResponse,
  TripLeg,
  TripLegAnswer,
  TripReason,
  TripVerdict,
} from '@contract/trip-check';
import { lookup, type RuleBook } from './rule-book';
import { countSchengenDays, schengenMainDestination, stayDays } from './stays';
import { documentWord, fill, grantWords, purposeWord, REASON_TEXTS, type ReasonCode, wordIn } from './words';

/** A fact as a reason cites it. */
export interface Fact {
  source: FactSource;
  verifiedAt: string;
  unverified?: boolean;
  /** The trip rule the fact comes from (none for the catalogue's pair facts). */
  ruleId?: string;
}

/** What a passport needs for a country, as the catalogue answers it (override or shipped data). */
export interface PairRequirement extends Fact {
  category: RequirementCategory;
  days?: number;
}

export interface EngineFacts {
  rules: RuleBook;
  requirement(passport: string, country: string): PairRequirement;
  /** The catalogue's options for a country and purpose, already in the answer's language. */
  options(country: string, purpose: VisaPurpose): VisaOption[];
  countryName(code: string): string;
  /** Facts checked before this date are stale. */
  staleBefore: string;
  lang: Lang;
  /** When given, the ids of the trip rules the answer cites are added to it (a saved trip keeps them). */
  usedRules?: Set<string>;
}

const VERDICT_OF: Record<ReasonLevel, TripVerdict> = {
  ok: 'ready',
  info: 'ready',
  action: 'action-needed',
  refused: 'not-allowed',
};
const VERDICT_RANK: Record<TripVerdict, number> = { ready: 0, 'action-needed': 1, 'not-allowed': 2 };

const worst = (verdicts: TripVerdict[]): TripVerdict =>
  verdicts.reduce<TripVerdict>((a, b) => (VERDICT_RANK[b] > VERDICT_RANK[a] ? b : a), 'ready');
const verdictOf = (reasons: TripReason[]) => worst(reasons.map((reason) => VERDICT_OF[reason.level]));

/** Easiest first: a held document upgrades a requirement only to an easier one. */
const CATEGORY_RANK: Record<RequirementCategory, number> = {
  'visa-free': 0,
  'visa-on-arrival': 1,
  eta: 2,
  'e-visa': 3,
  'visa-required': 4,
  'no-admission': 5,
};

const longDates = new Map<string, string>();
/** formatLongDate, remembered: an answer writes the same few dates many times (~1 µs each otherwise). */
function longDate(iso: string, lang: Lang): string {
  const key = lang + iso;
  let text = longDates.get(key);
  if (text === undefined) {
    if (longDates.size > 10_000) longDates.clear();
    text = formatLongDate(iso, lang);
    longDates.set(key, text);
  }
  return text;
}

/** Days in a country, the arrival and the departure day both counted (as Schengen counts them). */

class Reasons {
  constructor(private readonly facts: EngineFacts) {}

  make(code: ReasonCode, level: ReasonLevel, fact: Fact, values: Record<string, string | number> = {}): TripReason {
    const { lang, staleBefore, usedRules } = this.facts;
    if (fact.ruleId) usedRules?.add(fact.ruleId);
    const stale = fact.verifiedAt < staleBefore;
    const unverified = fact.unverified ?? false;
    let text = fill(REASON_TEXTS[code][lang], values);
    if (unverified) text = wordIn('unverified', lang) + text;
    if (stale) text += fill(wordIn('stale', lang), { date: longDate(fact.verifiedAt, lang) });
    return { code, level, text, source: fact.source, verifiedAt: fact.verifiedAt, stale, unverified };
  }
}

const factOf = (rule: Fact & { id: string }): Fact => ({
  source: rule.source,
  verifiedAt: rule.verifiedAt,
  unverified: rule.unverified,
  ruleId: rule.id,
});

/** The first held document the match accepts, valid until at least `until` plus the months the rule asks. */
export function matchingDocument(held: readonly HeldDocument[], match: HeldMatch, until: string) {
  const needed = addMonths(until, match.minValidityMonths);
  return held.find(
    (doc) => match.kinds.includes(doc.kind) && match.countries.includes(doc.country) && doc.validUntil >= needed,
  );
}

interface Context {
  trip: Trip;
  facts: EngineFacts;
  reasons: Reasons;
  /** The member state whose consulate takes a Schengen application, when the trip enters the area. */
  schengenMain: string | undefined;
}

interface LegOutcome {
  category: TripCategory;
  days?: number;
  reasons: TripReason[];
  /** The purpose whose visa options to offer, when a visa is needed. */
  sell?: VisaPurpose;
}

function names(ctx: Context, country: string) {
  const { facts, trip } = ctx;
  return { origin: facts.countryName(trip.passport), country: facts.countryName(country) };
}

function heldGrant(ctx: Context, leg: TripLeg, base: PairRequirement) {
  const rules = lookup(ctx.facts.rules.held, ctx.trip.passport, leg.country) ?? [];
  for (const rule of rules) {
    if (CATEGORY_RANK[rule.rule.grants.category] >= CATEGORY_RANK[base.category]) continue;
    const doc = matchingDocument(ctx.trip.held, rule.rule.held, leg.arrive);
    if (doc) return { rule, doc };
  }
  return undefined;
}

/** A stay in a country (not a change of planes). */
function entryLeg(ctx: Context, leg: TripLeg): LegOutcome {
  const { trip, facts, reasons } = ctx;
  const { lang } = facts;
  const words = names(ctx, leg.country);
  if (leg.country === trip.passport) {
    return {
      category: 'visa-free',
      reasons: [reasons.make('own-country', 'ok', facts.requirement(trip.passport, leg.country))],
    };
  }
  const base = facts.requirement(trip.passport, leg.country);
  const grant = heldGrant(ctx, leg, base);
  const category = grant?.rule.rule.grants.category ?? base.category;
  const stayRule = grant ? undefined : lookup(facts.rules.stay, trip.passport, leg.country);
  const limit = grant?.rule.rule.grants.days ?? stayRule?.rule.days ?? base.days;
  const limitFact: Fact = grant ? factOf(grant.rule) : stayRule ? factOf(stayRule) : base;
  const trip_ = stayDays(leg);
  const out: TripReason[] = [];
  if (grant) {
    out.push(
      reasons.make('held-document', 'ok', factOf(grant.rule), {
        ...words,
        document: documentWord(grant.doc.kind, lang),
        held: facts.countryName(grant.doc.country),
        until: longDate(grant.doc.validUntil, lang),
        grant: grantWords(category, limit, lang),
      }),
    );
  }
  if (category === 'no-admission') return { category, reasons: [reasons.make('no-admission', 'refused', base, words)] };
  if (category === 'eta' || category === 'e-visa' || category === 'visa-required') {
    return { category, reasons: [...out, reasons.make(category, 'action', base, words)], sell: trip.purpose };
  }
  const purposeRule = lookup(facts.rules.purpose, trip.passport, leg.country);
  const covers: readonly VisaPurpose[] = purposeRule?.rule.covers ?? [...VISA_FREE_PURPOSES];
  if (!covers.includes(trip.purpose)) {
    const covered = covers.map((purpose) => purposeWord(purpose, lang)).join(wordIn('or', lang));
    const purpose = purposeWord(trip.purpose, lang);
    const fact = purposeRule ? factOf(purposeRule) : base;
    out.push(reasons.make('purpose-not-covered', 'action', fact, { ...words, covered, purpose }));
    return { category: 'visa-required', reasons: out, sell: trip.purpose };
  }
  if (limit && trip_ > limit) {
    out.push(reasons.make('stay-too-long', 'action', limitFact, { ...words, trip: trip_, days: limit }));
    return { category, days: limit, reasons: out, sell: trip.purpose };
  }
  if (!grant) {
    const code = category === 'visa-on-arrival' ? 'visa-on-arrival' : limit ? 'visa-free-days' : 'visa-free';
    out.push(reasons.make(code, 'ok', limitFact, { ...words, trip: trip_, days: limit ?? 0 }));
  }
  return { category, ...(limit ? { days: limit } : {}), reasons: out };
}

/** A change of planes without entering the country. */
function transitLeg(ctx: Context, leg: TripLeg): LegOutcome {
  const { trip, facts, reasons } = ctx;
  const words = names(ctx, leg.country);
  const base = facts.requirement(trip.passport, leg.country);
  if (leg.country === trip.passport) {
    return { category: 'transit-without-visa', reasons: [reasons.make('own-country', 'ok', base)] };
  }
  const rule = lookup(facts.rules.transit, trip.passport, leg.country);
  if (!rule) {
    if (base.category === 'visa-free') {
      return { category: 'transit-without-visa', reasons: [reasons.make('transit-visa-free', 'ok', base, words)] };
    }
    const unknown = reasons.make('transit-unknown', 'action', { ...base, unverified: true }, words);
    return { category: base.category, reasons: [unknown] };
  }
  const fact = factOf(rule);
  if (rule.rule.mode === 'airside-allowed') {
    return { category: 'transit-without-visa', reasons: [reasons.make('transit-airside', 'ok', fact, words)] };
  }
  for (const exemption of rule.rule.exemptions) {
    const doc = matchingDocument(trip.held, exemption, leg.depart);
    if (doc) {
      const values = {
        ...words,
        document: documentWord(doc.kind, facts.lang),
        held: facts.countryName(doc.country),
        until: longDate(doc.validUntil, facts.lang),
      };
      return { category: 'transit-without-visa', reasons: [reasons.make('transit-exempt', 'ok', fact, values)] };
    }
  }
  if (rule.rule.mode === 'airport-transit-visa') {
    const needed = reasons.make('transit-airport-visa', 'action', fact, words);
    return { category: 'airport-transit-visa', reasons: [needed], sell: 'transit' };
  }
  const needed = reasons.make('transit-visa-required', 'action', fact, words);
  return { category: 'visa-required', reasons: [needed], sell: 'transit' };
}

function answerLeg(ctx: Context, leg: TripLeg): TripLegAnswer {
  const { facts } = ctx;
  const outcome = leg.transit ? transitLeg(ctx, leg) : entryLeg(ctx, leg);
  let options = outcome.sell ? facts.options(leg.country, outcome.sell) : [];
  const reasons = [...outcome.reasons];
  const inSchengen = !leg.transit && facts.rules.schengenMembers.has(leg.country);
  // One Schengen visa covers every member state: it is sold once, for the main destination.
  if (inSchengen && outcome.sell && ctx.schengenMain && ctx.schengenMain !== leg.country && facts.rules.schengen) {
    options = [];
    const main = facts.countryName(ctx.schengenMain);
    const country = facts.countryName(leg.country);
    const covered = {
      ...facts.rules.schengen.rule.consulate,
      unverified: facts.rules.schengen.unverified,
      ruleId: facts.rules.schengen.id,
    };
    reasons.push(ctx.reasons.make('schengen-covered', 'info', covered, { country, main }));
  }
  return {
    country: leg.country,
    countryName: facts.countryName(leg.country),
    arrive: leg.arrive,
    depart: leg.depart,
    transit: leg.transit ?? false,
    days: stayDays(leg),
    verdict: verdictOf(reasons),
    requirement: { category: outcome.category, ...(outcome.days ? { days: outcome.days } : {}) },
    options,
    reasons,
  };
}

// ---- Passport ----

function passportRuleFor(ctx: Context, country: string) {
  const { rules } = ctx.facts;
  const passport = ctx.trip.passport;
  return (
    lookup(rules.passport, passport, country) ??
    (rules.schengenMembers.has(country) ? lookup(rules.passport, passport, 'SCHENGEN') : undefined) ??
    lookup(rules.passport, passport, '*')
  );
}

function passportChecks(ctx: Context): TripReason[] {
  const { trip, facts, reasons } = ctx;
  const { lang } = facts;
  const entries = trip.legs.filter((leg) => !leg.transit && leg.country !== trip.passport);
  const schengenExit = entries
    .filter((leg) => facts.rules.schengenMembers.has(leg.country))
    .map((leg) => leg.depart)
    .sort()
    .at(-1);
  const seen = new Set<string>();
  const out: TripReason[] = [];
  for (const leg of entries) {
    const rule = passportRuleFor(ctx, leg.country);
    if (!rule) continue;
    const { monthsBeyond, from, blankPages, issuedWithinYears } = rule.rule;
    const area = rule.rule.schengenExit;
    const key = area ? rule.id : `${rule.id}:${leg.country}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const place = area ? wordIn('schengenArea', lang) : facts.countryName(leg.country);
    const anchor = from === 'arrival' ? leg.arrive : area ? (schengenExit ?? leg.depart) : leg.depart;
    const needed = addMonths(anchor, monthsBeyond);
    const fact = factOf(rule);
    const values = {
      place,
      months: monthsBeyond,
      from: wordIn(from, lang),
      needed: longDate(needed, lang),
      expiry: trip.passportExpiry ? longDate(trip.passportExpiry, lang) : '',
    };
    if (!trip.passportExpiry) out.push(reasons.make('passport-validity-needed', 'info', fact, values));
    else if (trip.passportExpiry < needed) out.push(reasons.make('passport-too-short', 'refused', fact, values));
    else out.push(reasons.make('passport-valid', 'ok', fact, values));
    if (blankPages && trip.blankPages !== undefined && trip.blankPages < blankPages) {
      out.push(
        reasons.make('passport-blank-pages', 'action', fact, { place, pages: blankPages, have: trip.blankPages }),
      );
    }
    if (issuedWithinYears) {
      out.push(reasons.make('passport-issued-within', 'info', fact, { place, years: issuedWithinYears }));
    }
  }
  return out;
}

// ---- Schengen ----

function schengenSection(ctx: Context, legs: TripLegAnswer[]): SchengenAnswer | undefined {
  const { trip, facts, reasons } = ctx;
  const rule = facts.rules.schengen;
  if (!rule) return undefined;
  const members = facts.rules.schengenMembers;
  const planned = trip.legs.filter((leg) => !leg.transit && members.has(leg.country));
  if (planned.length === 0 || members.has(trip.passport)) return undefined;
  const previous = trip.previousStays.filter((stay) => members.has(stay.country));
  const { maxDays, windowDays } = rule.rule;
  const count = countSchengenDays(planned, previous, maxDays, windowDays);
  const { lang } = facts;
  const fact = factOf(rule);
  const dates = { start: longDate(count.windowStart, lang), end: longDate(count.windowEnd, lang) };
  const values = { ...dates, max: maxDays, window: windowDays, used: count.daysUsed };
  const out: TripReason[] = [];
  if (count.daysUsed > maxDays) out.push(reasons.make('schengen-over-limit', 'refused', fact, values));
  else out.push(reasons.make('schengen-within', 'ok', fact, { ...values, left: maxDays - count.daysUsed }));
  if (count.limitReachedOn) {
    out.push(
      reasons.make('schengen-limit-reached', 'info', fact, {
        ...values,
        reached: longDate(count.limitReachedOn, lang),
      }),
    );
  }
  const main = schengenMainDestination(trip.legs, members);
  const needsVisa = legs.some((leg) => members.has(leg.country) && !leg.transit && leg.verdict !== 'ready');
  if (main && needsVisa) {
    const consulate = { ...fact, ...rule.rule.consulate, unverified: rule.unverified };
    const code = main.basis === 'longest-stay' ? 'schengen-main-longest' : 'schengen-main-first';
    out.push(reasons.make(code, 'info', consulate, { country: facts.countryName(main.country), days: main.days }));
  }
  return {
    daysUsed: count.daysUsed,
    daysLeft: Math.max(0, maxDays - count.daysUsed),
    windowStart: count.windowStart,
    windowEnd: count.windowEnd,
    limitReachedOn: count.limitReachedOn,
    mainDestination: main ? { country: main.country, basis: main.basis } : null,
    reasons: out,
  };
}

/** The oldest date among the facts the answer used. */
function oldest(reasons: TripReason[]): string {
  return reasons.map((reason) => reason.verifiedAt).sort()[0] ?? '';
}

export function checkTrip(trip: Trip, facts: EngineFacts): TripCheckResponse {
  const members = facts.rules.schengenMembers;
  const ctx: Context = {
    trip,
    facts,
    reasons: new Reasons(facts),
    schengenMain: schengenMainDestination(trip.legs, members)?.country,
  };
  const legs = trip.legs.map((leg) => answerLeg(ctx, leg));
  const passportReasons = passportChecks(ctx);
  const schengen = schengenSection(ctx, legs);
  const passport = { verdict: verdictOf(passportReasons), reasons: passportReasons };
  const all = [...legs.flatMap((leg) => leg.reasons), ...passportReasons, ...(schengen?.reasons ?? [])];
  return {
    verdict: worst([...legs.map((leg) => leg.verdict), passport.verdict, verdictOf(schengen?.reasons ?? [])]),
    verifiedAt: oldest(all),
    legs,
    passport,
    ...(schengen ? { schengen } : {}),
  };
}
