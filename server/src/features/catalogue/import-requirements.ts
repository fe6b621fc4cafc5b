import { PASSPORT_INDEX_SOURCE, type RequirementRule } from '@contract/catalogue-rules';
import type { Database } from '@db/client';
import { catalogueHistory, requirementOverrides } from '@db/schema/index';
import { and, eq, sql } from 'drizzle-orm';
import { badRequest } from '../../lib/app-error';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { alertTravellers, countryName, requirementAlertSummary } from './alerts';
import { parseRequirement, passportIndex } from './passport-index';
import { announceCatalogueChange } from './store';

interface RequirementPair {
  passport: string;
  destination: string;
  rule: RequirementRule;
}

export interface RequirementsDiff {
  added: RequirementPair[];
  removed: Array<{ passport: string; destination: string; rule: RequirementRule }>;
  changed: Array<RequirementPair & { before: RequirementRule }>;
}

const HEADER = 'Passport,Destination,Requirement';

/** Reads a passport-index tidy CSV; a malformed line stops the import with its number and nothing changes. */
export function parseRequirementsCsv(csv: string): RequirementPair[] {
  const lines = csv.replace(/\r\n/g, '\n').split('\n');
  if (lines[0]?.trim() !== HEADER) throw badRequest(`line 1: expected the header "${HEADER}"`);
  const pairs: RequirementPair[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((line, index) => {
    const number = index + 2;
    if (!line.trim()) return;
    const cells = line.split(',');
    const [passport = '', destination = '', requirement = ''] = cells.map((cell) => cell.trim());
    if (cells.length !== 3) throw badRequest(`line ${number}: expected 3 values, found ${cells.length}`);
    if (!/^[A-Z]{2}$/.test(passport) || !/^[A-Z]{2}$/.test(destination)) {
      throw badRequest(`line ${number}: "${passport}" and "${destination}" must be two-letter country codes`);
    }
    const rule = parseRequirement(requirement);
    if (!rule && passport !== destination) {
      throw badRequest(`line ${number}: unknown requirement "${requirement}"`);
    }
    if (seen.has(passport + destination)) throw badRequest(`line ${number}: ${passport} → ${destination} repeated`);
    seen.add(passport + destination);
    if (rule) pairs.push({ passport, destination, rule });
  });
  return pairs;
}

const sameRule = (a: RequirementRule, b: RequirementRule) => a.category === b.category && a.days === b.days;

/** What the newer data changes against what is served now (shipped data with overrides). */
export function diffRequirements(
  incoming: RequirementPair[],
  current: (passport: string, destination: string) => RequirementRule | undefined,
  currentPairs: Iterable<[string, string]>,
): RequirementsDiff {
  const diff: RequirementsDiff = { added: [], removed: [], changed: [] };
  const incomingKeys = new Set(incoming.map((pair) => pair.passport + pair.destination));
  for (const pair of incoming) {
    const before = current(pair.passport, pair.destination);
    if (!before) diff.added.push(pair);
    else if (!sameRule(before, pair.rule)) diff.changed.push({ ...pair, before });
  }
  for (const [passport, destination] of currentPairs) {
    const rule = current(passport, destination);
    if (rule && !incomingKeys.has(passport + destination)) diff.removed.push({ passport, destination, rule });
  }
  return diff;
}

/**
 * Records every added and changed pair as a requirement with the file's date as its verified date, each
 * change kept in the history, in one transaction. Removed pairs are reported only: the shipped data
 * keeps answering for them.
 */
export async function applyRequirementsDiff(
  database: Database,
  actor: string,
  diff: RequirementsDiff,
  asOf: string,
  operator?: OperatorActor,
): Promise<Map<string, number>> {
  const changeIds = new Map<string, number>();
  const pairs = [...diff.added, ...diff.changed];
  if (pairs.length === 0) return changeIds;
  await database.db.transaction(async (tx) => {
    for (const pair of pairs) {
      const values = {
        passport: pair.passport,
        destination: pair.destination,
        category: pair.rule.category,
        days: pair.rule.days ?? null,
        note: '',
        sourceName: PASSPORT_INDEX_SOURCE.name,
        sourceUrl: PASSPORT_INDEX_SOURCE.url,
        verifiedAt: asOf,
        updatedAt: new Date(),
      };
      const where = and(
        eq(requirementOverrides.passport, pair.passport),
        eq(requirementOverrides.destination, pair.destination),
      );
      // The history keeps the override row replaced (none: the shipped data), so a revert restores exactly that.
      const [before] = await tx.select().from(requirementOverrides).where(where).for('update');
      const [after] = await tx
        .insert(requirementOverrides)
        .values({ ...values, version: 1 })
        .onConflictDoUpdate({
          target: [requirementOverrides.passport, requirementOverrides.destination],
          set: { ...values, version: sql`${requirementOverrides.version} + 1` },
        })
        .returning();
      const [change] = await tx
        .insert(catalogueHistory)
        .values({
          entity: 'override',
          entryKey: `${pair.passport}:${pair.destination}`,
          actor,
          before: before ? JSON.parse(JSON.stringify(before)) : null,
          after: JSON.parse(JSON.stringify(after)),
        })
        .returning({ id: catalogueHistory.id });
      changeIds.set(pair.passport + pair.destination, change!.id);
    }
    if (operator) {
      await recordAudit(tx, operator, {
        action: 'catalogue.import-requirements',
        targetType: 'catalogue',
        targetId: 'requirements',
        after: {
          source: actor,
          asOf,
          added: diff.added.length,
          changed: diff.changed.length,
          changeIds: [...changeIds.values()],
        },
      });
    }
  });
  await announceCatalogueChange(database);
  return changeIds;
}

/** The requirement served now for a pair: an override, else the shipped data. */
export async function currentRequirements(database: Database) {
  const overrides = await database.db.select().from(requirementOverrides);
  const byPair = new Map(
    overrides.map((row) => [
      row.passport + row.destination,
      { category: row.category as RequirementRule['category'], ...(row.days ? { days: row.days } : {}) },
    ]),
  );
  const lookup = (passport: string, destination: string) =>
    byPair.get(passport + destination) ?? passportIndex().lookup(passport, destination);
  const pairs = new Map(
    passportIndex()
      .pairs()
      .map(([p, d]) => [p + d, [p, d] as [string, string]]),
  );
  for (const row of overrides) pairs.set(row.passport + row.destination, [row.passport, row.destination]);
  return { lookup, pairs: [...pairs.values()] };
}

/** Alerts for the changes an Indian passport holder would notice. */
export async function alertImportedChanges(database: Database, diff: RequirementsDiff, changeIds: Map<string, number>) {
  const alerts = [...diff.added, ...diff.changed]
    .filter((pair) => pair.passport === 'IN')
    .map((pair) => ({
      country: pair.destination,
      countryName: countryName(pair.destination),
      summary: requirementAlertSummary(countryName(pair.destination), pair.rule),
      changeId: changeIds.get(pair.passport + pair.destination) ?? 0,
    }));
  return alertTravellers(database.db, alerts);
}
