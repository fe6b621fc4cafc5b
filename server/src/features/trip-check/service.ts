import {
  type Country,
  MAX_START_DAYS_AHEAD,
  PASSPORT_INDEX_SOURCE,
  REQUIREMENTS_AS_OF,
  SEARCH_DAY_OFFSET_MS,
} from '@contract/catalogue';
import { localizeOption } from '@contract/catalogue-language';
import { addMonths, daysBetween, todayInIndia } from '@contract/dates';
import type { Lang } from '@contract/lang';
import type { Trip, TripCheckResponse } from '@contract/trip-check';
import { badRequest } from '../../lib/app-error';
import { type CatalogueStore, wordsFor } from '../catalogue';
import { checkTrip, type EngineFacts, type PairRequirement } from './engine';
import type { RuleBook } from './rule-book';

export interface TripCheckDeps {
  catalogue: CatalogueStore;
  rules: () => RuleBook;
  /** Facts checked longer ago than this are shown as possibly out of date. */
  staleMonths: number;
}

const UNKNOWN = 'Unknown country code: choose a country from the list';

/** The earliest calendar date anywhere on Earth (UTC−12), as the search counts "today" for dates. */
const earliestToday = (now: Date) => new Date(now.getTime() - SEARCH_DAY_OFFSET_MS).toISOString().slice(0, 10);

/** What the schema cannot see: countries we know, dates in order, nothing expired or too far ahead. */
export function tripIssues(trip: Trip, known: (code: string) => boolean, now: Date): Record<string, string> {
  const today = earliestToday(now);
  const issues: Record<string, string> = {};
  if (!known(trip.passport)) issues.passport = UNKNOWN;
  if (trip.passportExpiry && trip.passportExpiry < today)
    issues.passportExpiry = 'The passport expiry date is in the past';
  trip.held.forEach((doc, index) => {
    if (!known(doc.country)) issues[`held.${index}.country`] = UNKNOWN;
    if (doc.validUntil < today) issues[`held.${index}.validUntil`] = 'This visa or permit has already expired';
  });
  trip.legs.forEach((leg, index) => {
    const at = `legs.${index}`;
    if (!known(leg.country)) issues[`${at}.country`] = UNKNOWN;
    if (leg.depart < leg.arrive) issues[`${at}.depart`] = 'The departure date is before the arrival date';
    else if (leg.depart < today) issues[`${at}.depart`] = 'This stop is already over: enter it as an earlier stay';
    else if (daysBetween(today, leg.depart) > MAX_START_DAYS_AHEAD)
      issues[`${at}.depart`] = 'Dates can be at most 2 years ahead';
    const previous = trip.legs[index - 1];
    if (previous && leg.arrive < previous.depart)
      issues[`${at}.arrive`] = 'This stop starts before the previous one ends: list the stops in order';
  });
  const start = trip.legs[0]?.arrive ?? today;
  trip.previousStays.forEach((stay, index) => {
    const at = `previousStays.${index}`;
    if (!known(stay.country)) issues[`${at}.country`] = UNKNOWN;
    if (stay.depart < stay.arrive) issues[`${at}.depart`] = 'The departure date is before the arrival date';
    else if (stay.depart > start) issues[`${at}.depart`] = 'An earlier stay must end before the trip starts';
  });
  return issues;
}

export function engineFacts(deps: TripCheckDeps, lang: Lang, now: Date, usedRules?: Set<string>): EngineFacts {
  const { catalogue } = deps;
  const name = (country: Country | undefined, code: string) =>
    (lang === 'hi' ? country?.nameHi : undefined) ?? country?.name ?? code;
  const words = wordsFor(lang);
  return {
    rules: deps.rules(),
    requirement(passport, country): PairRequirement {
      const rule = catalogue.requirement(passport, country);
      const source = rule?.source ?? PASSPORT_INDEX_SOURCE;
      const verifiedAt = rule?.verifiedAt ?? REQUIREMENTS_AS_OF;
      if (!rule) return { category: 'visa-required', source, verifiedAt, unverified: true };
      return { category: rule.category, ...(rule.days ? { days: rule.days } : {}), source, verifiedAt };
    },
    options: (country, purpose) =>
      catalogue.optionsFor(country, purpose).map((option) => localizeOption(option, words)),
    countryName: (code) => name(catalogue.country(code), code),
    staleBefore: addMonths(todayInIndia(now), -deps.staleMonths),
    lang,
    ...(usedRules ? { usedRules } : {}),
  };
}

/** The trip check: 400 with a message per field for a trip that cannot be checked; nothing is stored. */
export function checkTripRequest(
  deps: TripCheckDeps,
  trip: Trip,
  lang: Lang,
  now = new Date(),
  usedRules?: Set<string>,
): TripCheckResponse {
  const issues = tripIssues(trip, (code) => deps.catalogue.country(code) !== undefined, now);
  const first = Object.values(issues)[0];
  if (first) throw badRequest(first, issues);
  return checkTrip(trip, engineFacts(deps, lang, now, usedRules));
}
