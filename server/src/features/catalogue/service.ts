import {
  type DestinationPage,
  describeRequirement,
  searchDateIssues,
  type VisaSearchQuery,
  type VisaSearchResponse,
} from '@contract/catalogue';
import { localizeDestinationPage, localizeOption } from '@contract/catalogue-language';
import { SAME_COUNTRY_MESSAGE } from '@contract/catalogue-rules';
import { daysBetween } from '@contract/dates';
import type { Lang } from '@contract/lang';
import { badRequest, notFound } from '../../lib/app-error';
import type { CatalogueStore } from './store';
import { requirementSentencesFor, wordsFor } from './translations';

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
export function searchVisas(
  store: CatalogueStore,
  query: VisaSearchQuery,
  now = new Date(),
  lang: Lang = 'en',
): VisaSearchResponse {
  const issues = { ...countryIssues(store, query), ...searchDateIssues(query.start, query.end, now) };
  const first = Object.values(issues)[0];
  if (first) throw badRequest(first, issues);

  const origin = store.country(query.from)!;
  const target = store.country(query.to)!;
  const rule = store.requirement(origin.code, target.code) ?? { category: 'visa-required' as const };
  const trip = tripDays(query.start, query.end);
  // Hindi answers name the countries in Hindi; the origin and destination objects keep the catalogue's names.
  const inLang = (country: typeof origin) => (lang === 'en' ? country : { name: country.nameHi ?? country.name });
  const { requirement, offerOptions } = describeRequirement(
    rule,
    inLang(origin),
    inLang(target),
    trip,
    query.type,
    requirementSentencesFor(lang),
  );
  const destination = store.destination(target.code);
  return {
    origin: { code: origin.code, name: origin.name, flag: origin.flag },
    destination: { code: target.code, name: target.name, flag: target.flag, slug: destination?.slug ?? null },
    route: `${origin.name} → ${target.name}`,
    type: query.type,
    start: query.start ?? null,
    end: query.end ?? null,
    requirement,
    options: offerOptions
      ? store.optionsFor(target.code, query.type).map((option) => localizeOption(option, wordsFor(lang)))
      : [],
  };
}

export function visaOption(store: CatalogueStore, id: string, lang: Lang = 'en') {
  const option = store.option(id);
  if (!option) throw notFound('No such visa option.');
  return localizeOption(option, wordsFor(lang));
}

/**
 * What the destination page shows, from the live catalogue, with the catalogue's texts in the language;
 * undefined when no destination has the slug.
 */
export function destinationPage(store: CatalogueStore, slug: string, lang: Lang = 'en'): DestinationPage | undefined {
  const destination = store.destinationBySlug(slug);
  if (!destination) return undefined;
  const page = {
    destination,
    options: store.optionsOf(destination.code),
    requirement: store.requirement('IN', destination.code) ?? null,
  };
  return localizeDestinationPage(page, wordsFor(lang));
}

export function destinationPageOrNotFound(store: CatalogueStore, slug: string, lang: Lang = 'en'): DestinationPage {
  const page = destinationPage(store, slug, lang);
  if (!page) throw notFound('No destination has this address.');
  return page;
}
