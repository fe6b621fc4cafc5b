import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstOn, priceFor, pricePerTraveller, splitTotal } from './pricing';

describe('application price arithmetic (integer paise)', () => {
  it('takes 18% GST on the service fee only, rounded half up to the paisa', () => {
    expect(gstOn(69_900)).toBe(12_582);
    expect(gstOn(1)).toBe(0); // 0.18 paise
    expect(gstOn(3)).toBe(1); // 0.54 paise rounds up
    expect(gstOn(25)).toBe(5); // 4.5 paise: half rounds up
    expect(gstOn(0)).toBe(0);
  });

  it('keeps the Thailand tourist card total of 3,499 as government + service + GST', () => {
    const split = { governmentFeePaise: 267_418, serviceFeePaise: 69_900 };
    expect(pricePerTraveller(split)).toEqual({
      governmentFee: 267_418,
      serviceFee: 69_900,
      gst: 12_582,
      total: 349_900,
    });
  });

  it('multiplies every line by the travellers', () => {
    const split = { governmentFeePaise: 267_418, serviceFeePaise: 69_900 };
    expect(priceFor(split, 2)).toEqual({ governmentFee: 534_836, serviceFee: 139_800, gst: 25_164, total: 699_800 });
  });

  it('always adds up to integer paise and splits a total exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_00 }), fc.integer({ min: 1, max: 6 }), (service, travellers) => {
        const total = service * 2 + gstOn(service) + 100_000;
        const split = splitTotal(total, service);
        const price = priceFor(split, travellers);
        expect(Number.isInteger(price.total)).toBe(true);
        expect(price.total).toBe(total * travellers);
        expect(price.governmentFee + price.serviceFee + price.gst).toBe(price.total);
      }),
    );
  });
});
