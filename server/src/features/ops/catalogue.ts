import type { DestinationEdit, RequirementOverrideInput, VisaOptionEdit } from '@contract/catalogue-facts';
import type { OpsCatalogue } from '@contract/ops/catalogue';
import type { Database, DbOrTx } from '@db/client';
import { destinations, requirementOverrides, visaOptions } from '@db/schema/index';
import { asc } from 'drizzle-orm';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { CatalogueStore } from '../catalogue';
import * as facts from '../catalogue/facts';

/** The stored catalogue facts with their versions, destinations in the home grid's order. */
export async function catalogueForConsole(db: DbOrTx): Promise<OpsCatalogue> {
  const [destinationRows, optionRows, overrideRows] = await Promise.all([
    db.select().from(destinations).orderBy(asc(destinations.sortOrder), asc(destinations.code)),
    db.select().from(visaOptions).orderBy(asc(visaOptions.sortOrder), asc(visaOptions.id)),
    db
      .select()
      .from(requirementOverrides)
      .orderBy(asc(requirementOverrides.passport), asc(requirementOverrides.destination)),
  ]);
  return {
    destinations: destinationRows.map((d) => ({
      code: d.code,
      name: d.name,
      image: d.image,
      pricePaise: d.pricePaise,
      eVisa: d.eVisa,
      summary: d.summary,
      version: d.version,
      options: optionRows
        .filter((o) => o.countryCode === d.code)
        .map((o) => ({
          id: o.id,
          purpose: o.purpose,
          name: o.name,
          governmentFeePaise: o.governmentFeePaise,
          serviceFeePaise: o.serviceFeePaise,
          feesPaise: o.feesPaise,
          processingDays: o.processingDays,
          validity: o.validity,
          stay: o.stay,
          requirements: o.requirements,
          eVisa: o.eVisa,
          estimate: o.isEstimate,
          source: { name: o.sourceName, url: o.sourceUrl },
          verifiedAt: o.verifiedAt,
          version: o.version,
        })),
    })),
    overrides: overrideRows.map((o) => ({
      passport: o.passport,
      destination: o.destination,
      category: o.category,
      days: o.days,
      note: o.note,
      source: { name: o.sourceName, url: o.sourceUrl },
      verifiedAt: o.verifiedAt,
      version: o.version,
    })),
  };
}

/** Every console change of the catalogue is audited in the change's own transaction. */
function auditAs(actor: OperatorActor, action: string): facts.ChangeHook {
  return (tx, change) =>
    recordAudit(tx, actor, {
      action,
      targetType: 'catalogue',
      targetId: `${change.entity}:${change.entryKey}`,
      before: change.before,
      after: { ...change.after, changeId: change.id, revertOf: change.revertOf },
    });
}

export async function saveDestination(database: Database, actor: OperatorActor, code: string, edit: DestinationEdit) {
  const changeId = await facts.editDestination(
    database,
    actor.email,
    code,
    edit,
    auditAs(actor, 'catalogue.destination'),
  );
  return { changeId };
}

export async function saveOption(database: Database, actor: OperatorActor, id: string, edit: VisaOptionEdit) {
  const changeId = await facts.editVisaOption(database, actor.email, id, edit, auditAs(actor, 'catalogue.option'));
  return { changeId };
}

export async function saveOverride(database: Database, actor: OperatorActor, input: RequirementOverrideInput) {
  const changeId = await facts.saveOverride(database, actor.email, input, auditAs(actor, 'catalogue.override'));
  return { changeId };
}

export async function removeOverride(
  database: Database,
  actor: OperatorActor,
  pair: { passport: string; destination: string; version: number },
) {
  const changeId = await facts.removeOverride(
    database,
    actor.email,
    pair,
    auditAs(actor, 'catalogue.override-removed'),
  );
  return { changeId };
}

export async function revert(database: Database, actor: OperatorActor, changeId: number) {
  const id = await facts.revertChange(database, actor.email, changeId, auditAs(actor, 'catalogue.revert'));
  return { changeId: id };
}

/** Read fresh from the tables, so the list reflects an edit made a moment ago. */
export async function contradictions(database: Database) {
  const store = new CatalogueStore(database);
  await store.reload();
  return { items: store.contradictions() };
}
