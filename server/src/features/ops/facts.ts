import type { Contradiction } from '@contract/catalogue-contradictions';
import type { RequirementOverrideInput } from '@contract/catalogue-facts';
import { addMonths, todayInIndia } from '@contract/dates';
import { type ConfirmFact, describeTripRule, type StaleFact, type StaleFacts } from '@contract/ops/trip-rules';
import type { Database } from '@db/client';
import { notFound } from '../../lib/app-error';
import type { OperatorActor } from '../../lib/audit';
import { CatalogueStore, catalogueForConsole, saveOverride } from '../catalogue';
import {
  confirmTripRule,
  ruleContradictions,
  tripCheckUsesFor,
  tripRulesForConsole,
  usesByCountry,
} from '../trip-check';

/**
 * The console's view across the catalogue and the trip rules, composed here because the trip check depends on
 * the catalogue and not the other way round: one contradiction list, one re-verification queue.
 */

/** The catalogue's contradictions and the trip rules' ones against the same fresh requirement data. */
export async function consoleContradictions(database: Database): Promise<{ items: Contradiction[] }> {
  const store = new CatalogueStore(database);
  await store.reload();
  const rules = await tripRulesForConsole(database.db);
  const countries = new Map(rules.map((rule) => [rule.id, rule.country]));
  const ruleItems = ruleContradictions(rules, (passport, country) => store.requirement(passport, country)).map(
    (found): Contradiction => ({
      kind: 'trip-rule',
      country: countries.get(found.ruleId) ?? '',
      ruleId: found.ruleId,
      message: `Trip rule ${found.ruleId}: ${found.problem}.`,
    }),
  );
  return { items: [...store.contradictions(), ...ruleItems] };
}

const overrideKey = (passport: string, destination: string) => `${passport}:${destination}`;

/**
 * Facts checked before the staleness age (trip rules, and requirement overrides, the catalogue's requirement
 * facts with a date), and rules no source confirms yet: oldest first, then the most used, measured as the trip
 * checks that visited the fact's country.
 */
export async function staleFacts(database: Database, staleMonths: number, now = new Date()): Promise<StaleFacts> {
  const staleBefore = addMonths(todayInIndia(now), -staleMonths);
  await tripCheckUsesFor(database).flush();
  const [rules, catalogue, uses] = await Promise.all([
    tripRulesForConsole(database.db),
    catalogueForConsole(database.db),
    usesByCountry(database.db),
  ]);
  const schengen = rules.find((rule) => rule.rule.kind === 'schengen');
  const members = schengen?.rule.kind === 'schengen' ? schengen.rule.members : [];
  const sum = (countries: Iterable<string>) => [...countries].reduce((total, code) => total + (uses.get(code) ?? 0), 0);
  const usesOf = (country: string) =>
    country === '*' ? sum(uses.keys()) : country === 'SCHENGEN' ? sum(members) : (uses.get(country) ?? 0);

  const items: StaleFact[] = [
    ...rules
      .filter((rule) => rule.verifiedAt < staleBefore || rule.unverified)
      .map((rule) => ({
        kind: 'trip-rule' as const,
        key: rule.id,
        passport: rule.passport,
        country: rule.country,
        summary: `${rule.unverified ? 'Unverified: ' : ''}${describeTripRule(rule.rule)}`,
        source: rule.source,
        verifiedAt: rule.verifiedAt,
        uses: usesOf(rule.country),
        version: rule.version,
      })),
    ...catalogue.overrides
      .filter((override) => override.verifiedAt < staleBefore)
      .map((override) => ({
        kind: 'override' as const,
        key: overrideKey(override.passport, override.destination),
        passport: override.passport,
        country: override.destination,
        summary: `requirement override: ${override.category}${override.days ? ` ${override.days} days` : ''}`,
        source: override.source,
        verifiedAt: override.verifiedAt,
        uses: usesOf(override.destination),
        version: override.version,
      })),
  ];
  items.sort((a, b) => a.verifiedAt.localeCompare(b.verifiedAt) || b.uses - a.uses || a.key.localeCompare(b.key));
  return { staleBefore, items };
}

/** Confirms a fact against a source: its date and source change, recorded in its history; 409 when it changed. */
export async function confirmFact(database: Database, actor: OperatorActor, input: ConfirmFact): Promise<number> {
  const { source, verifiedAt, version } = input;
  if (input.kind === 'trip-rule') return confirmTripRule(database, actor, input.key, { source, verifiedAt, version });
  const override = (await catalogueForConsole(database.db)).overrides.find(
    (candidate) => overrideKey(candidate.passport, candidate.destination) === input.key,
  );
  if (!override) throw notFound('No such override.');
  const confirmed: RequirementOverrideInput = {
    passport: override.passport,
    destination: override.destination,
    category: override.category as RequirementOverrideInput['category'],
    ...(override.days ? { days: override.days } : {}),
    note: override.note,
    source,
    verifiedAt,
    version,
  };
  return saveOverride(database, actor, confirmed);
}
