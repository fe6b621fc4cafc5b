import {
  BREACH_REPORT_HOURS,
  type Breach,
  type BreachAffectedBody,
  type BreachCreate,
  type BreachDetail,
  type BreachReport,
  type BreachTravellers,
  breachCategoryLabel,
} from '@contract/ops/grievances';
import type { DbOrTx } from '@db/client';
import { dataBreachAffected, dataBreaches } from '@db/schema/index';
import { and, count, eq, getTableColumns, inArray, isNull, max, min } from 'drizzle-orm';
import { conflict, notFound } from '../../lib/app-error';
import { type OperatorActor, recordAudit } from '../../lib/audit';
import { newId } from '../../lib/ids';
import { keyset, preciseTime } from '../../lib/keyset';
import { uploadersBetween } from '../documents';
import { findUserByEmail, findUsersByIds } from '../identity';
import { notifyUser } from '../notifications';
import type { GrievanceOfficerSettings } from './emails';
import { type BreachRow, newReference } from './repo';

const HOUR_MS = 60 * 60 * 1000;

interface Counts {
  affected: number;
  notified: number;
  firstNotice: Date | null;
  lastNotice: Date | null;
}
const NO_COUNTS: Counts = { affected: 0, notified: 0, firstNotice: null, lastNotice: null };

/** Affected travellers, how many were told and when the first and last notices went, per breach, in one statement. */
async function countsOf(db: DbOrTx, breachIds: string[]): Promise<Map<string, Counts>> {
  if (breachIds.length === 0) return new Map();
  const rows = await db
    .select({
      breachId: dataBreachAffected.breachId,
      affected: count(),
      notified: count(dataBreachAffected.notifiedAt),
      first: min(dataBreachAffected.notifiedAt),
      last: max(dataBreachAffected.notifiedAt),
    })
    .from(dataBreachAffected)
    .where(inArray(dataBreachAffected.breachId, breachIds))
    .groupBy(dataBreachAffected.breachId);
  return new Map(
    rows.map((row) => [
      row.breachId,
      {
        affected: Number(row.affected),
        notified: Number(row.notified),
        firstNotice: row.first ? new Date(row.first) : null,
        lastNotice: row.last ? new Date(row.last) : null,
      },
    ]),
  );
}

async function counts(db: DbOrTx, breachId: string): Promise<Counts> {
  return (await countsOf(db, [breachId])).get(breachId) ?? NO_COUNTS;
}

async function toBreach(db: DbOrTx, row: BreachRow, now: Date): Promise<Breach> {
  return breachOf(row, await counts(db, row.id), now);
}

function breachOf(row: BreachRow, { affected, notified }: Counts, now: Date): Breach {
  return {
    id: row.id,
    reference: row.reference,
    title: row.title,
    description: row.description,
    descriptionHi: row.descriptionHi,
    occurredAt: row.occurredAt?.toISOString() ?? null,
    discoveredAt: row.discoveredAt.toISOString(),
    categories: row.categories,
    location: row.location,
    likelyImpact: row.likelyImpact,
    measures: row.measures,
    causes: row.causes,
    findings: row.findings,
    remedialMeasures: row.remedialMeasures,
    reportDueAt: row.reportDueAt.toISOString(),
    reportedAt: row.reportedAt?.toISOString() ?? null,
    reportOverdue: !row.reportedAt && row.reportDueAt <= now,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    affected,
    notified,
  };
}

async function findBreach(db: DbOrTx, id: string, lock = false): Promise<BreachRow> {
  const query = db.select().from(dataBreaches).where(eq(dataBreaches.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Breach not found.');
  return row;
}

/** Records a breach; the Board's 72-hour clock runs from its discovery. */
export async function recordBreach(db: DbOrTx, actor: OperatorActor, input: BreachCreate, now = new Date()) {
  const discoveredAt = new Date(input.discoveredAt);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(dataBreaches)
      .values({
        id: newId(),
        reference: await newReference(tx, 'BR', now),
        ...input,
        occurredAt: input.occurredAt ? new Date(input.occurredAt) : null,
        discoveredAt,
        reportDueAt: new Date(discoveredAt.getTime() + BREACH_REPORT_HOURS * HOUR_MS),
        createdBy: actor.email,
        createdAt: now,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'breach.record',
      targetType: 'breach',
      targetId: inserted!.id,
      after: { reference: inserted!.reference, discoveredAt: input.discoveredAt, categories: input.categories },
    });
    return inserted!;
  });
  return toBreach(db, row, now);
}

/** The register's order: discovery, newest first, to the microsecond, then id (data_breaches_discovered_idx). */
const breachPages = keyset('ops-breaches', ['time', 'id']);

/** A page of the register, newest discovery first: the page, then its counts (two statements). */
export async function listBreaches(db: DbOrTx, query: { cursor?: string; limit: number }, now = new Date()) {
  const page = breachPages.seek(query.cursor, [dataBreaches.discoveredAt, dataBreaches.id], 'desc');
  const rows = await db
    .select({ ...getTableColumns(dataBreaches), cursorAt: preciseTime(dataBreaches.discoveredAt) })
    .from(dataBreaches)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const { items, nextCursor } = breachPages.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  const counted = await countsOf(
    db,
    items.map((row) => row.id),
  );
  return {
    items: items.map(({ cursorAt: _, ...row }) => breachOf(row, counted.get(row.id) ?? NO_COUNTS, now)),
    nextCursor,
  };
}

/** The first page of affected travellers a breach's answer embeds; the rest come from their own list. */
const TRAVELLERS_EMBEDDED = 50;

export async function breachDetail(db: DbOrTx, id: string, now = new Date()): Promise<BreachDetail> {
  const row = await findBreach(db, id);
  const travellers = await travellersPage(db, id, { limit: TRAVELLERS_EMBEDDED });
  return {
    ...(await toBreach(db, row, now)),
    travellers: travellers.items,
    travellersNextCursor: travellers.nextCursor,
  };
}

/** The order travellers were added in, to the microsecond, then user id (data_breach_affected_added_idx). */
const travellerPages = keyset('ops-breach-travellers', ['time', 'id']);

/** A page of a breach's affected travellers in the order they were added (404 for a breach that does not exist). */
export async function breachTravellers(
  db: DbOrTx,
  id: string,
  query: { cursor?: string; limit: number },
): Promise<BreachTravellers> {
  await findBreach(db, id);
  return travellersPage(db, id, query);
}

async function travellersPage(db: DbOrTx, id: string, query: { cursor?: string; limit: number }) {
  const page = travellerPages.seek(query.cursor, [dataBreachAffected.addedAt, dataBreachAffected.userId], 'asc');
  const rows = await db
    .select({ ...getTableColumns(dataBreachAffected), cursorAt: preciseTime(dataBreachAffected.addedAt) })
    .from(dataBreachAffected)
    .where(and(eq(dataBreachAffected.breachId, id), page.where))
    .orderBy(...page.orderBy)
    .limit(query.limit + 1);
  const { items, nextCursor } = travellerPages.page(rows, query.limit, (row) => [row.cursorAt, row.userId]);
  const accounts = await findUsersByIds(
    db,
    items.map((entry) => entry.userId),
  );
  const users = new Map(accounts.map((user) => [user.id, user]));
  return {
    items: items.map((entry) => {
      const user = users.get(entry.userId);
      return {
        userId: entry.userId,
        email: user?.email ?? '',
        name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
        language: user?.language === 'hi' ? ('hi' as const) : ('en' as const),
        pickedBy: entry.pickedBy,
        notifiedAt: entry.notifiedAt?.toISOString() ?? null,
      };
    }),
    nextCursor,
  };
}

/** India's day YYYY-MM-DD as the moment it starts. */
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** Adds travellers to a breach by e-mail or by documents uploaded in a period; a traveller is listed once. */
export async function addAffected(
  db: DbOrTx,
  actor: OperatorActor,
  id: string,
  body: BreachAffectedBody,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    await findBreach(tx, id, true);
    const unknown: string[] = [];
    let userIds: string[];
    if (body.by === 'emails') {
      userIds = [];
      for (const email of new Set(body.emails.filter(Boolean))) {
        const user = await findUserByEmail(tx, email);
        if (user) userIds.push(user.id);
        else unknown.push(email);
      }
    } else {
      const end = new Date(indiaDayStart(body.to).getTime() + 24 * HOUR_MS);
      userIds = await uploadersBetween(tx, indiaDayStart(body.from), end);
    }
    const pickedBy = body.by === 'emails' ? 'e-mail' : 'documents-uploaded';
    let added = 0;
    for (const userId of new Set(userIds)) {
      const inserted = await tx
        .insert(dataBreachAffected)
        .values({ breachId: id, userId, pickedBy, addedAt: now })
        .onConflictDoNothing()
        .returning();
      added += inserted.length;
    }
    await recordAudit(tx, actor, {
      action: 'breach.affected',
      targetType: 'breach',
      targetId: id,
      after: { by: body.by, added, unknown: unknown.length },
    });
    return { added, alreadyListed: new Set(userIds).size - added, unknown };
  });
}

/**
 * Sends the notice (DPDP Rules 2025 rule 7(1)) to every listed traveller not yet sent it, through the
 * notifications module in the traveller's language: in-app, e-mail, and SMS when their mobile is verified. Each
 * traveller is sent it once (their row's notifiedAt, and the notification's dedupe key).
 */
export async function notifyAffected(
  db: DbOrTx,
  actor: OperatorActor,
  id: string,
  officer: GrievanceOfficerSettings,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const breach = await findBreach(tx, id, true);
    const pending = await tx
      .select()
      .from(dataBreachAffected)
      .where(and(eq(dataBreachAffected.breachId, id), isNull(dataBreachAffected.notifiedAt)));
    const users = await findUsersByIds(
      tx,
      pending.map((entry) => entry.userId),
    );
    for (const user of users) {
      await notifyUser(tx, {
        kind: 'data-breach',
        userId: user.id,
        // Unique per traveller: the outgoing message is keyed by it alone.
        dedupeKey: `data-breach:${breach.id}:${user.id}`,
        data: {
          ref: breach.reference,
          description: breach.description,
          descriptionHi: breach.descriptionHi,
          discoveredAt: breach.discoveredAt.toISOString(),
          occurredAt: breach.occurredAt?.toISOString() ?? null,
          location: breach.location,
          categories: breach.categories,
          impact: breach.likelyImpact,
          measures: breach.measures,
          contact: { name: officer.name, email: officer.email },
        },
      });
      await tx
        .update(dataBreachAffected)
        .set({ notifiedAt: now, noticeLang: user.language === 'hi' ? 'hi' : 'en' })
        .where(and(eq(dataBreachAffected.breachId, id), eq(dataBreachAffected.userId, user.id)));
    }
    const total = await counts(tx, id);
    await recordAudit(tx, actor, {
      action: 'breach.notify',
      targetType: 'breach',
      targetId: id,
      after: { sent: users.length },
    });
    return { sent: users.length, alreadySent: total.notified - users.length };
  });
}

/** Marks the Board's report as sent (the clock then stops). */
export async function markBreachReported(db: DbOrTx, actor: OperatorActor, id: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const row = await findBreach(tx, id, true);
    if (row.reportedAt) throw conflict('The report to the Board is already marked as sent.');
    await tx.update(dataBreaches).set({ reportedAt: now }).where(eq(dataBreaches.id, id));
    await recordAudit(tx, actor, { action: 'breach.reported', targetType: 'breach', targetId: id });
  });
  return toBreach(db, await findBreach(db, id), now);
}

/** The report for the Data Protection Board, with the fields of DPDP Rules 2025 rule 7(2). */
export async function breachReport(
  db: DbOrTx,
  id: string,
  settings: { officer: GrievanceOfficerSettings; dataFiduciary: string },
  now = new Date(),
): Promise<BreachReport> {
  const row = await findBreach(db, id);
  const total = await counts(db, id);
  return {
    reference: row.reference,
    dataFiduciary: settings.dataFiduciary,
    contact: settings.officer,
    nature: { title: row.title, description: row.description },
    extent: { dataCategories: row.categories.map(breachCategoryLabel), dataPrincipalsAffected: total.affected },
    timing: {
      occurredAt: row.occurredAt?.toISOString() ?? null,
      discoveredAt: row.discoveredAt.toISOString(),
      reportDueAt: row.reportDueAt.toISOString(),
    },
    location: row.location,
    likelyImpact: row.likelyImpact,
    measures: row.measures,
    causes: row.causes,
    findings: row.findings,
    remedialMeasures: row.remedialMeasures,
    intimations: {
      affected: total.affected,
      notified: total.notified,
      firstNotifiedAt: total.firstNotice?.toISOString() ?? null,
      lastNotifiedAt: total.lastNotice?.toISOString() ?? null,
    },
    preparedAt: now.toISOString(),
  };
}
