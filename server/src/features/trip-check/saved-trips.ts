import type { Lang } from '@contract/lang';
import {
  MAX_SAVED_TRIPS,
  type SavedTrip,
  type Trip,
  TripCheckRequestSchema,
  type TripVerdict,
} from '@contract/trip-check';
import type { Database, DbOrTx } from '@db/client';
import { savedTrips } from '@db/schema/index';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { catalogueStoreFor } from '../catalogue';
import { notifyUser } from '../notifications';
import type { TripChecker } from './checker';

type SavedTripRow = typeof savedTrips.$inferSelect;

export const TOO_MANY_SAVED_TRIPS = `You can keep at most ${MAX_SAVED_TRIPS} saved trips: delete one first.`;

/** The stored trip, read back through the request's schema (defaults filled, as when it was saved). */
const tripOf = (row: SavedTripRow): Trip => TripCheckRequestSchema.parse(row.trip);

function toSavedTrip(checker: TripChecker, row: SavedTripRow, lang: Lang): SavedTrip {
  const trip = tripOf(row);
  return {
    id: row.id,
    name: row.name,
    trip,
    verdict: checker.answer(trip, lang).verdict,
    savedVerdict: row.verdict as TripVerdict,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The check's field messages named as the body names them (`trip.legs.0.depart`). */
function checkedWithFieldsUnderTrip<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    const fields = error instanceof AppError ? error.options.fields : undefined;
    if (!fields) throw error;
    const named = Object.fromEntries(Object.entries(fields).map(([key, message]) => [`trip.${key}`, message]));
    throw badRequest(error instanceof Error ? error.message : 'Check the trip', named);
  }
}

/**
 * Saves a signed-in traveller's trip: checked first (400 with field messages, as POST /api/trip-check), then
 * kept with its verdict and the rules that decided it.
 */
export async function saveTrip(
  checker: TripChecker,
  db: DbOrTx,
  userId: string,
  input: { name: string; trip: Trip },
  lang: Lang,
): Promise<SavedTrip> {
  await checker.ready();
  const usedRules = new Set<string>();
  const answer = checkedWithFieldsUnderTrip(() => checker.check(input.trip, lang, { usedRules }));
  const row = await db.transaction(async (tx) => {
    // Serialises one account's saves so the cap holds under parallel requests.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-trips:${userId}`}))`);
    const [held] = await tx.select({ n: count() }).from(savedTrips).where(eq(savedTrips.userId, userId));
    if ((held?.n ?? 0) >= MAX_SAVED_TRIPS) throw conflict(TOO_MANY_SAVED_TRIPS);
    const [inserted] = await tx
      .insert(savedTrips)
      .values({
        id: newId(),
        userId,
        name: input.name,
        trip: input.trip as unknown as Record<string, unknown>,
        verdict: answer.verdict,
        ruleIds: [...usedRules].sort(),
      })
      .returning();
    return inserted!;
  });
  return toSavedTrip(checker, row, lang);
}

/** The traveller's saved trips, oldest first, each with its verdict under today's rules. */
export async function listSavedTrips(checker: TripChecker, db: DbOrTx, userId: string, lang: Lang) {
  await checker.ready();
  const rows = await db
    .select()
    .from(savedTrips)
    .where(eq(savedTrips.userId, userId))
    .orderBy(asc(savedTrips.createdAt), asc(savedTrips.id));
  return { items: rows.map((row) => toSavedTrip(checker, row, lang)) };
}

export async function deleteSavedTrip(db: DbOrTx, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedTrips)
    .where(and(eq(savedTrips.id, id), eq(savedTrips.userId, userId)))
    .returning({ id: savedTrips.id });
  if (deleted.length === 0) throw notFound('Saved trip not found.');
}

/** "Download my data": the saved trips as stored. */
export async function savedTripsForExport(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(savedTrips)
    .where(eq(savedTrips.userId, userId))
    .orderBy(asc(savedTrips.createdAt));
  return rows.map(({ userId: _owner, ...row }) => row);
}

/** "Delete my account": the saved trips go (passport expiry, held documents, dates). */
export async function eraseSavedTrips(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(savedTrips).where(eq(savedTrips.userId, userId));
}

/**
 * A rule changed (saved or reverted, change `changeId`): every saved trip whose verdict it decided gets an
 * alert through the notifications path, written in the change's transaction (once per change and trip).
 */
export async function alertSavedTrips(
  tx: DbOrTx,
  database: Database,
  rule: { id: string; country: string },
  changeId: number,
): Promise<number> {
  const rows = await tx
    .select()
    .from(savedTrips)
    .where(sql`${savedTrips.ruleIds} @> ${JSON.stringify([rule.id])}::jsonb`);
  const catalogue = catalogueStoreFor(database);
  for (const row of rows) {
    const trip = tripOf(row);
    const code = /^[A-Z]{2}$/.test(rule.country) ? rule.country : (trip.legs[0]?.country ?? rule.country);
    await notifyUser(tx, {
      userId: row.userId,
      kind: 'saved-trip-change',
      data: { name: row.name, country: catalogue.country(code)?.name ?? code },
      dedupeKey: `saved-trip-change:${changeId}:${row.id}`,
    });
  }
  return rows.length;
}
