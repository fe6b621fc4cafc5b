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

const purposeOf = (purpose: string): VisaPurpose =>
  (VISA_PURPOSES as readonly string[]).includes(purpose) ? (purpose as VisaPurpose) : 'tourist';

/** The one stay an application is for: its destination, purpose and dates. */
export interface ApplicationStay {
  country: string;
  purpose: string;
  start: string;
  end: string;
}

const stayOf = (row: repo.ApplicationRow): ApplicationStay => ({
  country: row.country,
  purpose: row.option.purpose,
  start: row.startDate,
  end: row.endDate,
});

/** The application's trip as the trip check takes it: one stay in the destination, for each traveller's passport. */
function applicationTrip(
  stay: ApplicationStay,
  traveller: Pick<repo.TravellerRow, 'passportExpiry'>,
  passport: string,
): Trip {
  return {
    passport,
    ...(traveller.passportExpiry ? { passportExpiry: traveller.passportExpiry } : {}),
    held: [],
    purpose: purposeOf(stay.purpose),
    legs: [{ country: stay.country, arrive: stay.start, depart: stay.end }],
    previousStays: [],
  };
}

type CheckedTraveller = Pick<repo.TravellerRow, 'passportExpiry' | 'nationality'>;

/** The trip check of one traveller on this stay, on their own passport (India's when the application does not say). */
function answerFor(checker: TripChecker, stay: ApplicationStay, traveller: CheckedTraveller, lang: Lang) {
  const trip = applicationTrip(stay, traveller, checker.passportOf(traveller.nationality) ?? DEFAULT_PASSPORT);
  return { passport: trip.passport, answer: checker.answer(trip, lang) };
}

/**
 * The passport-validity reasons that refuse this stay for each traveller, by the destination's own rule (Schengen:
 * 3 months beyond departure; most countries: 6): what a draft's dates or travellers cannot be saved with.
 */
export async function passportRefusals<T extends CheckedTraveller>(
  checker: TripChecker,
  stay: ApplicationStay,
  travellers: T[],
): Promise<Array<{ traveller: T; index: number; text: string }>> {
  await checker.ready();
  return travellers.flatMap((traveller, index) =>
    answerFor(checker, stay, traveller, 'en')
      .answer.passport.reasons.filter((reason) => reason.level === 'refused')
      .map((reason) => ({ traveller, index, text: reason.text })),
  );
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
  const checked = travellers.map((traveller) => ({
    travellerId: traveller.id,
    name: `${traveller.firstName} ${traveller.lastName}`.trim(),
    passportExpiry: traveller.passportExpiry,
    ...answerFor(checker, stayOf(row), traveller, lang),
  }));
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
