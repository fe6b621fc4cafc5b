import type { Lang } from '@contract/lang';
import type { Trip, TripCheckResponse } from '@contract/trip-check';
import type { Database } from '@db/client';
import { catalogueStoreFor } from '../catalogue';
import { checkTrip } from './engine';
import { checkTripRequest, engineFacts, type TripCheckDeps } from './service';
import { tripRuleStoreFor } from './store';

/**
 * The trip check as other modules use it (applications: the apply wizard, submit, the console): the same
 * rules and catalogue held in memory as `POST /api/trip-check`, so a check does no query.
 */
export interface TripChecker {
  /** Loads the rules and the catalogue once (the trip-check routes do it at start-up too). */
  ready(): Promise<void>;
  /** A trip as a traveller entered it: 400 with field messages for dates or countries that cannot be checked. */
  check(trip: Trip, lang: Lang, options?: { now?: Date; usedRules?: Set<string> }): TripCheckResponse;
  /** The passport country of a nationality as a profile or saved traveller holds it (a code or words). */
  passportOf(nationality: string | null): string | undefined;
  /** A trip already recorded (an application, a saved trip): answered as it stands, its dates not judged. */
  answer(trip: Trip, lang: Lang, now?: Date): TripCheckResponse;
}

export function tripCheckerFor(database: Database, staleMonths: number): TripChecker {
  const catalogue = catalogueStoreFor(database);
  const rules = tripRuleStoreFor(database);
  const deps: TripCheckDeps = { catalogue, rules: () => rules.book, staleMonths };
  return {
    ready: () => Promise.all([catalogue.start(), rules.start()]).then(() => undefined),
    check: (trip, lang, options = {}) => checkTripRequest(deps, trip, lang, options.now, options.usedRules),
    passportOf: (nationality) => (nationality ? catalogue.countryOfNationality(nationality)?.code : undefined),
    answer: (trip, lang, now) => checkTrip(trip, engineFacts(deps, lang, now ?? new Date())),
  };
}
