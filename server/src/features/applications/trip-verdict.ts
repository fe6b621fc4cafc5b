import type { VisaPurpose } from '@contract/catalogue';
import { VISA_PURPOSES } from '@contract/catalogue-rules';
import type { Lang } from '@contract/lang';
import type { ApplicationTripCheck, Trip, TripReason, TripVerdict } from '@contract/trip-check';
import type { DbOrTx } from '@db/client';
import { AppError } from '../../lib/app-error';
import type { TripChecker } from '../trip-check';
import * as repo from './repo';

/** Whose passport a traveller travels on when the application does not say: the site applies from India. */
const DEFAULT_PASSPORT = 'IN';
const RANK: Record<TripVerdict, number> = { ready: 0, 'action-needed': 1, 'not-allowed': 2 };

const purposeOf = (row: repo.ApplicationRow): VisaPurpose =>
  (VISA_PURPOSES as readonly string[]).includes(row.option.purpose) ? (row.option.purpose as VisaPurpose) : 'tourist';

/** The application's trip as the trip check takes it: one stay in the destination, for each traveller's passport. */
export function applicationTrip(
  row: repo.ApplicationRow,
  traveller: Pick<repo.TravellerRow, 'passportExpiry'>,
  passport: string,
): Trip {
  return {
    passport,
    ...(traveller.passportExpiry ? { passportExpiry: traveller.passportExpiry } : {}),
    held: [],
    purpose: purposeOf(row),
    legs: [{ country: row.country, arrive: row.startDate, depart: row.endDate }],
    previousStays: [],
  };
}

/** The "ready to fly" panel: the trip check of the application's dates for every traveller. */
export async function applicationTripCheck(
  checker: TripChecker,
  db: DbOrTx,
  row: repo.ApplicationRow,
  lang: Lang,
): Promise<ApplicationTripCheck> {
  await checker.ready();
  const travellers = await repo.travellersOf(db, row.id);
  const checked = travellers.map((traveller) => {
    const trip = applicationTrip(row, traveller, checker.passportOf(traveller.nationality) ?? DEFAULT_PASSPORT);
    return {
      travellerId: traveller.id,
      name: `${traveller.firstName} ${traveller.lastName}`.trim(),
      passport: trip.passport,
      passportExpiry: traveller.passportExpiry,
      answer: checker.answer(trip, lang),
    };
  });
  const verdict = checked
    .map((t) => t.answer.verdict)
    .reduce<TripVerdict>((a, b) => (RANK[b] > RANK[a] ? b : a), 'ready');
  return { verdict, travellers: checked };
}

/** The reasons that refuse the trip (verdict not-allowed), per traveller: a submission with any is refused. */
export function refusedReasons(check: ApplicationTripCheck): Array<{ traveller: string; reason: TripReason }> {
  return check.travellers.flatMap((traveller) => {
    const { answer } = traveller;
    const reasons = [
      ...answer.legs.flatMap((leg) => leg.reasons),
      ...answer.passport.reasons,
      ...(answer.schengen?.reasons ?? []),
    ];
    return reasons
      .filter((reason) => reason.level === 'refused')
      .map((reason) => ({ traveller: traveller.name, reason }));
  });
}

/**
 * 422 naming every reason the trip check refuses the trip for, before anything is charged (the submit path
 * calls it inside its transaction, before the payment row and the wallet debit).
 */
export async function refuseNotAllowedTrip(checker: TripChecker, db: DbOrTx, row: repo.ApplicationRow) {
  const check = await applicationTripCheck(checker, db, row, 'en');
  if (check.verdict !== 'not-allowed') return;
  const refused = refusedReasons(check);
  const fields = Object.fromEntries(
    refused.map(({ traveller, reason }, index) => [`tripCheck.${index}`, `${traveller}: ${reason.text}`]),
  );
  const first = refused[0];
  const message = first
    ? `This trip cannot be made as planned, so it cannot be paid for: ${first.traveller}: ${first.reason.text}`
    : 'This trip cannot be made as planned, so it cannot be paid for.';
  throw new AppError('UNPROCESSABLE', message, { fields });
}
