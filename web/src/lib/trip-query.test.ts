import { describe, expect, it } from 'vitest';
import { tripFromQuery, tripRequest, tripToQuery } from './trip-query';

describe('a trip in the page address', () => {
  it('reads back what it wrote, and builds the API request', () => {
    const trip = {
      passport: 'IN',
      purpose: 'tourist' as const,
      passportExpiry: '2027-08-01',
      blankPages: '',
      held: [{ kind: 'visa' as const, country: 'US', validUntil: '2030-01-01' }],
      legs: [
        { country: 'AE', arrive: '2027-03-01', depart: '2027-03-01', transit: true },
        { country: 'FR', arrive: '2027-03-01', depart: '2027-03-10', transit: false },
      ],
    };
    const query = tripToQuery(trip);
    expect(query).toBe(
      'passport=IN&purpose=tourist&expiry=2027-08-01&held=visa.US.2030-01-01&leg=AE.2027-03-01.2027-03-01.transit&leg=FR.2027-03-01.2027-03-10',
    );
    expect(tripFromQuery(`?${query}`)).toEqual(trip);
    expect(tripRequest(trip).legs).toEqual([
      { country: 'AE', arrive: '2027-03-01', depart: '2027-03-01', transit: true },
      { country: 'FR', arrive: '2027-03-01', depart: '2027-03-10' },
    ]);
  });

  it('falls back to an Indian passport and a tourist trip', () => {
    expect(tripFromQuery('?purpose=nonsense')).toMatchObject({ passport: 'IN', purpose: 'tourist', legs: [] });
  });
});
