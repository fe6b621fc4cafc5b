import type { TripCheckRequest } from '@contract/trip-check';

/**
 * A trip in a page address, so a trip check can be shared: `?passport=IN&purpose=tourist&expiry=2027-08-01&pages=4
 * &held=visa.US.2030-01-01&leg=AE.2027-03-01.2027-03-01.transit&leg=FR.2027-03-01.2027-03-10`. Nothing personal
 * is stored anywhere; the address is the only copy.
 */
export interface TripDraft {
  passport: string;
  purpose: NonNullable<TripCheckRequest['purpose']>;
  passportExpiry: string;
  blankPages: string;
  held: Array<{ kind: 'visa' | 'residence'; country: string; validUntil: string }>;
  legs: Array<{ country: string; arrive: string; depart: string; transit: boolean }>;
}

export const emptyLeg = () => ({ country: '', arrive: '', depart: '', transit: false });
export const emptyHeld = () => ({ kind: 'visa' as const, country: '', validUntil: '' });

const PURPOSES = new Set(['tourist', 'business', 'family', 'student', 'transit']);

export function tripFromQuery(search: string): TripDraft {
  const query = new URLSearchParams(search);
  const purpose = query.get('purpose') ?? 'tourist';
  return {
    passport: (query.get('passport') ?? 'IN').toUpperCase(),
    purpose: (PURPOSES.has(purpose) ? purpose : 'tourist') as TripDraft['purpose'],
    passportExpiry: query.get('expiry') ?? '',
    blankPages: query.get('pages') ?? '',
    held: query.getAll('held').map((value) => {
      const [kind = '', country = '', validUntil = ''] = value.split('.');
      return { kind: kind === 'residence' ? 'residence' : 'visa', country: country.toUpperCase(), validUntil };
    }),
    legs: query.getAll('leg').map((value) => {
      const [country = '', arrive = '', depart = '', transit] = value.split('.');
      return { country: country.toUpperCase(), arrive, depart, transit: transit === 'transit' };
    }),
  };
}

export function tripToQuery(trip: TripDraft): string {
  const query = new URLSearchParams({ passport: trip.passport, purpose: trip.purpose });
  if (trip.passportExpiry) query.set('expiry', trip.passportExpiry);
  if (trip.blankPages) query.set('pages', trip.blankPages);
  for (const doc of trip.held) query.append('held', [doc.kind, doc.country, doc.validUntil].join('.'));
  for (const leg of trip.legs) {
    query.append('leg', [leg.country, leg.arrive, leg.depart, ...(leg.transit ? ['transit'] : [])].join('.'));
  }
  return query.toString();
}

/** The request the API takes; the server checks everything and answers field messages. */
export function tripRequest(trip: TripDraft): TripCheckRequest {
  return {
    passport: trip.passport,
    purpose: trip.purpose,
    ...(trip.passportExpiry ? { passportExpiry: trip.passportExpiry } : {}),
    ...(trip.blankPages ? { blankPages: Number(trip.blankPages) } : {}),
    held: trip.held,
    legs: trip.legs.map(({ transit, ...leg }) => (transit ? { ...leg, transit } : leg)),
  };
}

/** A trip as the API gives it back (a saved trip), as the page's form and address take it. */
export function tripFromRequest(trip: TripCheckRequest): TripDraft {
  return {
    passport: trip.passport,
    purpose: trip.purpose ?? 'tourist',
    passportExpiry: trip.passportExpiry ?? '',
    blankPages: trip.blankPages === undefined ? '' : String(trip.blankPages),
    held: trip.held ?? [],
    legs: trip.legs.map((leg) => ({ ...leg, transit: leg.transit ?? false })),
  };
}
