import {
  type Country,
  daysBetween,
  REQUIREMENTS_AS_OF,
  type Requirement,
  searchDateIssues,
  type VisaSearchQuery,
  type VisaSearchResponse,
} from '@contract/catalogue';
import { badRequest, notFound } from '../../lib/app-error';
import { passportIndex, type RequirementRule } from './passport-index';
import type { CatalogueStore } from './store';

function countryIssues(store: CatalogueStore, query: VisaSearchQuery): Record<string, string> {
  const issues: Record<string, string> = {};
  if (!store.country(query.from)) issues.from = `Unknown country code "${query.from}": choose a country from the list`;
  if (!store.country(query.to)) issues.to = `Unknown country code "${query.to}": choose a country from the list`;
  if (!issues.from && !issues.to && query.from === query.to) {
    issues.to = 'Choose a destination other than the country you are starting from';
  }
  return issues;
}

/** Days of the trip counting both the arrival and the departure day. */
function tripDays(start: string | undefined, end: string | undefined): number | undefined {
  return start && end ? daysBetween(start, end) + 1 : undefined;
}

/** The requirement answer in words, and whether visa options should be offered. */
export function describeRequirement(
  rule: RequirementRule,
  origin: Pick<Country, 'name'>,
  destination: Pick<Country, 'name'>,
  trip?: number,
): { requirement: Requirement; offerOptions: boolean } {
  const holders = `Travellers with a passport from ${origin.name}`;
  const to = destination.name;
  const answer = (summary: string, offerOptions: boolean) => ({
    requirement: {
      category: rule.category,
      ...(rule.days ? { days: rule.days } : {}),
      summary,
      asOf: REQUIREMENTS_AS_OF,
    },
    offerOptions,
  });
  switch (rule.category) {
    case 'visa-free':
      if (!rule.days) return answer(`Visa free. ${holders} can visit ${to} without a visa.`, false);
      if (trip && trip > rule.days) {
        return answer(
          `Visa free for ${rule.days} days, but your trip is ${trip} days long: apply for a visa to stay longer in ${to}.`,
          true,
        );
      }
      return answer(
        `Visa free for ${rule.days} days. ${holders} can visit ${to} without a visa for up to ${rule.days} days.`,
        false,
      );
    case 'visa-on-arrival':
      return answer(
        `Visa on arrival. ${holders} can get a visa on arrival in ${to}, or apply ahead to skip the queue.`,
        true,
      );
    case 'eta':
      return answer(`Electronic travel authorisation (ETA) needed. Apply online before you travel to ${to}.`, true);
    case 'e-visa':
      return answer(`E-visa needed. ${holders} apply online before travelling to ${to}.`, true);
    case 'visa-required':
      return answer(`Visa required. ${holders} need a visa before travelling to ${to}.`, true);
    case 'no-admission':
      return answer(
        `Entry not possible. ${to} does not currently admit travellers with a passport from ${origin.name}.`,
        false,
      );
  }
}

/** Requirement summary and the catalogue's options for one search; bad input is a 400 with field messages. */
export function searchVisas(store: CatalogueStore, query: VisaSearchQuery, now = new Date()): VisaSearchResponse {
  const issues = { ...countryIssues(store, query), ...searchDateIssues(query.start, query.end, now) };
  const first = Object.values(issues)[0];
  if (first) throw badRequest(first, issues);

  const origin = store.country(query.from)!;
  const target = store.country(query.to)!;
  const rule = passportIndex().lookup(origin.code, target.code) ?? { category: 'visa-required' as const };
  const { requirement, offerOptions } = describeRequirement(rule, origin, target, tripDays(query.start, query.end));
  const destination = store.destination(target.code);
  return {
    origin: { code: origin.code, name: origin.name, flag: origin.flag },
    destination: { code: target.code, name: target.name, flag: target.flag, slug: destination?.slug ?? null },
    route: `${origin.name} → ${target.name}`,
    type: query.type,
    start: query.start ?? null,
    end: query.end ?? null,
    requirement,
    options: offerOptions ? store.optionsFor(target.code, query.type) : [],
  };
}

export function visaOption(store: CatalogueStore, id: string) {
  const option = store.option(id);
  if (!option) throw notFound('No such visa option.');
  return option;
}
