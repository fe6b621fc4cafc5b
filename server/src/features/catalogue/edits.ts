import { gstOn } from '@contract/apply/pricing';
import type {
  CatalogueEntity,
  DestinationEdit,
  RequirementOverrideInput,
  VisaOptionEdit,
} from '@contract/catalogue-facts';
import { formatCataloguePrice, paiseToRupees } from '@contract/money';
import type { Database, DbOrTx } from '@db/client';
import { catalogueHistory, destinations, requirementOverrides, visaOptions } from '@db/schema/index';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { conflict, notFound } from '../../lib/app-error';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { alertTravellers, countryName, requirementAlertSummary } from './alerts';
import { passportIndex } from './passport-index';
import { announceCatalogueChange } from './store';

/** The catalogue is sold to Indian passport holders: their requirement changes are worth an alert. */
const ALERT_PASSPORT = 'IN';

/** A catalogue entry as kept in the history: the row's columns, dates as ISO strings. */
export type Entry = Record<string, unknown>;

const STALE = 'Someone else changed this entry since you opened it: reload it and make your change again.';

export function asEntry(row: object | undefined): Entry | null {
  if (!row) return null;
  return JSON.parse(JSON.stringify(row)) as Entry;
}

interface RecordedChange {
  entity: CatalogueEntity;
  entryKey: string;
  actor: string;
  before: Entry | null;
  after: Entry | null;
}

/** Runs in the change's own transaction (the console's audit row stands or falls with the change). */
export type ChangeHook = (
  tx: DbOrTx,
  change: RecordedChange & { id: number; revertOf: number | null },
) => Promise<void>;

const noHook: ChangeHook = async () => {};

/** Every operator change of the catalogue is audited in the change's own transaction. */
export function auditAs(actor: OperatorActor, action: string): ChangeHook {
  return (tx, change) =>
    recordAudit(tx, actor, {
      action,
      targetType: 'catalogue',
      targetId: `${change.entity}:${change.entryKey}`,
      before: change.before,
      after: { ...change.after, changeId: change.id, revertOf: change.revertOf },
    });
}

export async function record(
  tx: DbOrTx,
  change: RecordedChange,
  revertOf: number | null = null,
  onRecorded: ChangeHook = noHook,
): Promise<number> {
  const [row] = await tx
    .insert(catalogueHistory)
    .values({ ...change, revertOf })
    .returning({ id: catalogueHistory.id });
  await onRecorded(tx, { ...change, id: row!.id, revertOf });
  return row!.id;
}

function checkVersion(current: { version: number } | undefined, expected: number | undefined) {
  if (current && expected !== current.version) throw conflict(STALE);
  if (!current && expected !== undefined) throw conflict(STALE);
}

interface EntryChange<Row> {
  entity: CatalogueEntity;
  entryKey: string;
  actor: string;
  /** The version the editor started from (none for an override being created). */
  version: number | undefined;
  /** The 404's message where the entry must exist already. */
  missing?: string;
  /** Reads the entry for update. */
  lock: (tx: DbOrTx) => Promise<Row | undefined>;
  /** Writes the change with the next version number; returns the entry after it (none once removed). */
  write: (tx: DbOrTx, nextVersion: number) => Promise<Row | undefined>;
}

/**
 * Every operator edit: locks the entry, refuses it when someone changed the entry since it was opened,
 * writes it, records it in the history in the same transaction, then tells every process.
 */
async function changeEntry<Row extends { version: number }>(
  database: Database,
  change: EntryChange<Row>,
  onRecorded?: ChangeHook,
) {
  const result = await database.db.transaction(async (tx) => {
    const before = await change.lock(tx);
    if (!before && change.missing) throw notFound(change.missing);
    checkVersion(before, change.version);
    const after = await change.write(tx, (before?.version ?? 0) + 1);
    const { entity, entryKey, actor } = change;
    const changeId = await record(
      tx,
      { entity, entryKey, actor, before: asEntry(before), after: asEntry(after) },
      null,
      onRecorded,
    );
    return { changeId, before, after };
  });
  await announceCatalogueChange(database);
  return result;
}

const overrideKey = (passport: string, destination: string) => `${passport}:${destination}`;
export const overrideWhere = (passport: string, destination: string) =>
  and(eq(requirementOverrides.passport, passport), eq(requirementOverrides.destination, destination));

export async function upsertOverride(tx: DbOrTx, values: typeof requirementOverrides.$inferInsert) {
  const [row] = await tx
    .insert(requirementOverrides)
    .values(values)
    .onConflictDoUpdate({ target: [requirementOverrides.passport, requirementOverrides.destination], set: values })
    .returning();
  return row;
}

/** Creates or changes the override for one passport → destination pair; it wins over the shipped data. */
export async function saveOverride(database: Database, actor: OperatorActor, input: RequirementOverrideInput) {
  const where = overrideWhere(input.passport, input.destination);
  let requirementChanged = true;
  const { changeId } = await changeEntry(
    database,
    {
      entity: 'override',
      entryKey: overrideKey(input.passport, input.destination),
      actor: actor.email,
      version: input.version,
      lock: async (tx) => {
        const [current] = await tx.select().from(requirementOverrides).where(where).for('update');
        // A new source, date or note alone (a fact confirmed) tells travellers nothing new.
        if (current) requirementChanged = current.category !== input.category || current.days !== (input.days ?? null);
        return current;
      },
      write: (tx, version) => {
        const values = {
          passport: input.passport,
          destination: input.destination,
          category: input.category,
          days: input.days ?? null,
          note: input.note,
          sourceName: input.source.name,
          sourceUrl: input.source.url,
          verifiedAt: input.verifiedAt,
          version,
          updatedAt: new Date(),
        };
        return upsertOverride(tx, values);
      },
    },
    auditAs(actor, 'catalogue.override'),
  );
  if (input.passport === ALERT_PASSPORT && requirementChanged) {
    const country = input.destination;
    const summary = requirementAlertSummary(countryName(country), { category: input.category, days: input.days });
    await alertTravellers(database.db, [{ country, countryName: countryName(country), summary, changeId }]);
  }
  return changeId;
}

/** Removes an override: the shipped data applies again. */
export async function removeOverride(
  database: Database,
  actor: OperatorActor,
  pair: { passport: string; destination: string; version: number },
) {
  const where = overrideWhere(pair.passport, pair.destination);
  const { changeId } = await changeEntry(
    database,
    {
      entity: 'override',
      entryKey: overrideKey(pair.passport, pair.destination),
      actor: actor.email,
      version: pair.version,
      missing: 'No override for this passport and destination.',
      lock: async (tx) => (await tx.select().from(requirementOverrides).where(where).for('update'))[0],
      write: async (tx) => {
        await tx.delete(requirementOverrides).where(where);
        return undefined;
      },
    },
    auditAs(actor, 'catalogue.override-removed'),
  );
  const shipped = passportIndex().lookup(pair.passport, pair.destination);
  if (pair.passport === ALERT_PASSPORT && shipped) {
    const country = pair.destination;
    const summary = requirementAlertSummary(countryName(country), shipped);
    await alertTravellers(database.db, [{ country, countryName: countryName(country), summary, changeId }]);
  }
  return changeId;
}

/** Changes one visa option; the total fee is the government fee + service fee + GST on the service fee. */
export async function editVisaOption(database: Database, actor: OperatorActor, id: string, edit: VisaOptionEdit) {
  const change = await changeEntry(
    database,
    {
      entity: 'option',
      entryKey: id,
      actor: actor.email,
      version: edit.version,
      missing: 'No such visa option.',
      lock: async (tx) => (await tx.select().from(visaOptions).where(eq(visaOptions.id, id)).for('update'))[0],
      write: async (tx, version) => {
        const [after] = await tx
          .update(visaOptions)
          .set({
            name: edit.name,
            governmentFeePaise: edit.governmentFeePaise,
            serviceFeePaise: edit.serviceFeePaise,
            feesPaise: edit.governmentFeePaise + edit.serviceFeePaise + gstOn(edit.serviceFeePaise),
            processingDays: edit.processingDays,
            validity: edit.validity,
            stay: edit.stay,
            requirements: edit.requirements,
            eVisa: edit.eVisa,
            isEstimate: edit.estimate,
            sourceName: edit.source.name,
            sourceUrl: edit.source.url,
            verifiedAt: edit.verifiedAt,
            version,
          })
          .where(eq(visaOptions.id, id))
          .returning();
        return after;
      },
    },
    auditAs(actor, 'catalogue.option'),
  );
  const { changeId, before, after } = change;
  if (after && after.feesPaise !== before?.feesPaise) {
    const country = after.countryCode;
    const summary = `${countryName(country)}: the ${after.name} now costs ${formatCataloguePrice(paiseToRupees(after.feesPaise))}`;
    await alertTravellers(database.db, [{ country, countryName: countryName(country), summary, changeId }]);
  }
  return changeId;
}

/** Changes a destination's card: name, picture, display price, E-VISA chip, summary. */
export async function editDestination(database: Database, actor: OperatorActor, code: string, edit: DestinationEdit) {
  const { changeId } = await changeEntry(
    database,
    {
      entity: 'destination',
      entryKey: code,
      actor: actor.email,
      version: edit.version,
      missing: 'No such destination.',
      lock: async (tx) => (await tx.select().from(destinations).where(eq(destinations.code, code)).for('update'))[0],
      write: async (tx, version) => {
        const [after] = await tx
          .update(destinations)
          .set({
            name: edit.name,
            image: edit.image,
            pricePaise: edit.pricePaise,
            eVisa: edit.eVisa,
            summary: edit.summary,
            version,
            updatedAt: new Date(),
          })
          .where(eq(destinations.code, code))
          .returning();
        return after;
      },
    },
    auditAs(actor, 'catalogue.destination'),
  );
  return changeId;
}

/** Who removes the options the shipped data no longer has, as the history names it. */
export const SEED_ACTOR = 'catalogue seed';

/**
 * Deletes the visa options the shipped data files no longer have, each deletion kept in the history
 * (before = the option, after = none). Applications are untouched: each keeps its own copy of the option it
 * was made for (name, fees, documents), and a wishlisted option shows as its destination's visa.
 * Returns how many options were removed.
 */
export async function removeUnshippedOptions(tx: DbOrTx, shippedIds: string[]): Promise<number> {
  const gone = await tx
    .select()
    .from(visaOptions)
    .where(shippedIds.length ? notInArray(visaOptions.id, shippedIds) : undefined)
    .for('update');
  if (gone.length === 0) return 0;
  await tx.delete(visaOptions).where(
    inArray(
      visaOptions.id,
      gone.map((row) => row.id),
    ),
  );
  for (const row of gone) {
    await record(tx, { entity: 'option', entryKey: row.id, actor: SEED_ACTOR, before: asEntry(row), after: null });
  }
  return gone.length;
}
