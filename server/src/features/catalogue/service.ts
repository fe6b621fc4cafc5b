import {
  type DestinationPage,
  daysBetween,
  describeRequirement,
  searchDateIssues,
  type VisaSearchQuery,
  type VisaSearchResponse,
} from '@contract/catalogue';
import { SAME_COUNTRY_MESSAGE } from '@contract/catalogue-rules';
import { badRequest, notFound } from '../../lib/app-error';
import type { CatalogueStore } from './store';

function countryIssues(store: CatalogueStore, query: VisaSearchQuery): Record<string, string> {
  const issues: Record<string, string> = {};
  if (!store.country(query.from)) issues.from = `Unknown country code "${query.from}": choose a country from the list`;
  if (!store.country(query.to)) issues.to = `Unknown country code "${query.to}": choose a country from the list`;
  if (!issues.from && !issues.to && query.from === query.to) {
    issues.to = SAME_COUNTRY_MESSAGE;
  }
  return issues;
}

/** Days of the trip counting both the arrival and the departure day. */
function tripDays(start: string | undefined, end: string | undefined): number | undefined {
  return start && end ? daysBetween(start, end) + 1 : undefined;
}

/** Requirement summary and the catalogue's options for one search; bad input is a 400 with field messages. */
export function searchVisas(store: CatalogueStore, query: VisaSearchQuery, now = new Date()): VisaSearchResponse {
  const issues = { ...countryIssues(store, query), ...searchDateIssues(query.start, query.end, now) };
  const first = Object.values(issues)[0];
  if (first) throw badRequest(first, issues);

  const origin = store.country(query.from)!;
  const target = store.country(query.to)!;
  const rule = store.requirement(origin.code, target.code) ?? { category: 'visa-required' as const };
  const trip = tripDays(query.start, query.end);
  const { requirement, offerOptions } = describeRequirement(rule, origin, target, trip, query.type);
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

/** What the destination page shows, from the live catalogue; undefined when no destination has the slug. */
export function destinationPage(store: CatalogueStore, slug: string): DestinationPage | undefined {
  const destination = store.destinationBySlug(slug);
  if (!destination) return undefined;
  return {
    destination,
    options: store.optionsOf(destination.code),
    requirement: store.requirement('IN', destination.code) ?? null,
  };
}

export function destinationPageOrNotFound(store: CatalogueStore, slug: string): DestinationPage {
  const page = destinationPage(store, slug);
  if (!page) throw notFound('No destination has this address.');
  return page;
}
