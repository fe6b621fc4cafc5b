import { readFileSync } from 'node:fs';
import { type TripRule, TripRuleSchema } from '@contract/trip-check';
import type { Database, DbOrTx } from '@db/client';
import { tripRuleHistory, tripRules } from '@db/schema/index';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { keyset } from '../../lib/keyset';
import { alertSavedTrips } from './saved-trips';

/** NOTIFY channel: any process that changes the trip rules announces it here. */
export const TRIP_RULES_CHANNEL = 'hv_trip_rules';
const SEED_FILE = new URL('../../../../data/catalogue/trip-rules.json', import.meta.url);
export const SEED_ACTOR = 'trip rules seed';

type RuleRow = typeof tripRules.$inferSelect;

export function toRule(row: RuleRow): TripRule {
  return TripRuleSchema.parse({
    id: row.id,
    passport: row.passport,
    country: row.country,
    rule: row.rule,
    note: row.note,
    source: { name: row.sourceName, url: row.sourceUrl },
    verifiedAt: row.verifiedAt,
    unverified: row.unverified,
  });
}

function toValues(rule: TripRule) {
  return {
    id: rule.id,
    kind: rule.rule.kind,
    passport: rule.passport,
    country: rule.country,
    rule: rule.rule as Record<string, unknown>,
    note: rule.note,
    sourceName: rule.source.name,
    sourceUrl: rule.source.url,
    verifiedAt: rule.verifiedAt,
    unverified: rule.unverified,
  };
}

const asEntry = (row: RuleRow | undefined) =>
  row ? (JSON.parse(JSON.stringify(row)) as Record<string, unknown>) : null;

export async function loadRules(db: DbOrTx): Promise<TripRule[]> {
  return (await db.select().from(tripRules)).map(toRule);
}

/** The shipped rules (data/trip-rules.json), checked against the contract. */
export function readSeedRules(): TripRule[] {
  const file = z.object({ rules: z.array(TripRuleSchema) }).parse(JSON.parse(readFileSync(SEED_FILE, 'utf8')));
  return file.rules;
}

/** Adds the shipped rules that are missing; a rule an operator changed or removed is never touched. */
export async function seedTripRules(database: Database): Promise<number> {
  const rules = readSeedRules();
  const added = await database.db.transaction(async (tx) => {
    const known = new Set(
      (await tx.select({ ruleId: tripRuleHistory.ruleId }).from(tripRuleHistory)).map((row) => row.ruleId),
    );
    let count = 0;
    for (const rule of rules.filter((rule) => !known.has(rule.id))) {
      const [row] = await tx.insert(tripRules).values(toValues(rule)).onConflictDoNothing().returning();
      if (!row) continue;
      await tx
        .insert(tripRuleHistory)
        .values({ ruleId: rule.id, actor: SEED_ACTOR, before: null, after: asEntry(row) });
      count++;
    }
    return count;
  });
  if (added > 0) await database.notify(TRIP_RULES_CHANNEL, 'changed');
  return added;
}

const STALE = 'Someone else changed this rule since you opened it: reload it and make your change again.';

/**
 * Creates or changes one rule (the version it was opened at; none for a new rule), recorded in the history
 * in the same transaction; 409 when it changed since. A rule without a source or date is a 400 (the schema).
 */
export async function saveTripRule(database: Database, actor: OperatorActor, input: unknown, version?: number) {
  const parsed = TripRuleSchema.safeParse(input);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid rule', fields);
  }
  const rule = parsed.data;
  const changeId = await database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(tripRules).where(eq(tripRules.id, rule.id)).for('update');
    if ((before?.version ?? undefined) !== version) throw conflict(STALE);
    const values = { ...toValues(rule), version: (before?.version ?? 0) + 1, updatedAt: new Date() };
    const [after] = await tx
      .insert(tripRules)
      .values(values)
      .onConflictDoUpdate({ target: tripRules.id, set: values })
      .returning();
    const changeId = await record(tx, rule.id, actor, before, after, null);
    await alertSavedTrips(tx, database, rule, changeId);
    return changeId;
  });
  await database.notify(TRIP_RULES_CHANNEL, 'changed');
  return changeId;
}

/** The history row of a change, and its audit row (an operator's action) in the same transaction. */
async function record(
  tx: DbOrTx,
  ruleId: string,
  actor: OperatorActor,
  before: RuleRow | undefined,
  after: RuleRow | undefined,
  revertOf: number | null,
) {
  const [row] = await tx
    .insert(tripRuleHistory)
    .values({ ruleId, actor: actor.email, before: asEntry(before), after: asEntry(after), revertOf })
    .returning({ id: tripRuleHistory.id });
  await recordAudit(tx, actor, {
    action: revertOf ? 'trip-rule.revert' : 'trip-rule.save',
    targetType: 'trip-rule',
    targetId: ruleId,
    before: asEntry(before),
    after: { ...asEntry(after), changeId: row!.id, revertOf },
  });
  return row!.id;
}

/** Puts a rule back to its state before one change; 409 when the rule changed again since. */
export async function revertTripRuleChange(database: Database, actor: OperatorActor, changeId: number) {
  const newId = await database.db.transaction(async (tx) => {
    const [change] = await tx.select().from(tripRuleHistory).where(eq(tripRuleHistory.id, changeId));
    if (!change) throw notFound('No such change.');
    const [current] = await tx.select().from(tripRules).where(eq(tripRules.id, change.ruleId)).for('update');
    const afterVersion = (change.after as { version?: number } | null)?.version;
    if (current?.version !== afterVersion) {
      throw conflict('This rule changed again after that change: revert the later change first.');
    }
    const target = change.before as (RuleRow & { updatedAt: string }) | null;
    let restored: RuleRow | undefined;
    if (!target) await tx.delete(tripRules).where(eq(tripRules.id, change.ruleId));
    else {
      const values = { ...target, version: (current?.version ?? 0) + 1, updatedAt: new Date() };
      [restored] = await tx
        .insert(tripRules)
        .values(values)
        .onConflictDoUpdate({ target: tripRules.id, set: values })
        .returning();
    }
    const revertId = await record(tx, change.ruleId, actor, current, restored, change.id);
    const country = (restored ?? current)?.country ?? '*';
    await alertSavedTrips(tx, database, { id: change.ruleId, country }, revertId);
    return revertId;
  });
  await database.notify(TRIP_RULES_CHANNEL, 'changed');
  return newId;
}

/** A rule's changes, newest first. */
/** A rule's history a page at a time, newest change first: the change's number (it only grows) is the key. */
const historyPages = keyset('ops-trip-rule-history', ['number']);

/** A page of a rule's changes in one statement, on trip_rule_history_rule_idx (rule_id, id). */
export async function tripRuleChanges(db: DbOrTx, ruleId: string, query: { cursor?: string; limit: number }) {
  const page = historyPages.seek(query.cursor, [tripRuleHistory.id], 'desc');
  const rows = await db
    .select()
    .from(tripRuleHistory)
    .where(and(eq(tripRuleHistory.ruleId, ruleId), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const { items, nextCursor } = historyPages.page(rows, query.limit, (row) => [String(row.id)]);
  return { items: items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), nextCursor };
}

/** Every stored rule with the version an edit must name, by id. */
export async function tripRulesForConsole(db: DbOrTx) {
  const rows = await db.select().from(tripRules).orderBy(asc(tripRules.id));
  return rows.map((row) => ({ ...toRule(row), version: row.version, updatedAt: row.updatedAt.toISOString() }));
}

/**
 * Confirms a rule as it stands against a source checked on `verifiedAt` (the console's re-verification queue):
 * a change like any other, in the history, 409 when the rule changed since `version`.
 */
export async function confirmTripRule(
  database: Database,
  actor: OperatorActor,
  id: string,
  confirmation: { source: { name: string; url: string }; verifiedAt: string; version: number },
) {
  const [row] = await database.db.select().from(tripRules).where(eq(tripRules.id, id));
  if (!row) throw notFound('No such rule.');
  const { source, verifiedAt, version } = confirmation;
  return saveTripRule(database, actor, { ...toRule(row), source, verifiedAt, unverified: false }, version);
}
