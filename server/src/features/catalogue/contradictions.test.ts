import { findContradictions, stayDays } from '@contract/catalogue-contradictions';
import { describe, expect, it } from 'vitest';
import { readCatalogueFile } from './catalogue-file';
import { passportIndex } from './passport-index';

function shippedCatalogue() {
  const file = readCatalogueFile();
  return {
    destinations: file.destinations.map(({ code, name, eVisa }) => ({ code, name, eVisa })),
    options: file.destinations.flatMap((d) =>
      d.options.map((o) => ({ id: o.id, country: d.code, type: o.purpose, name: o.name, stay: o.stay })),
    ),
    requirement: (country: string) => passportIndex().lookup('IN', country),
  };
}

describe('contradictions between the catalogue and the requirement data', () => {
  it('reads the length of stay of an option', () => {
    expect(stayDays('60 days')).toBe(60);
    expect(stayDays('90 days (with the 30-day extension)')).toBe(90);
    expect(stayDays('72 hours')).toBe(3);
    expect(stayDays('For the length of your course')).toBeUndefined();
  });

  it('finds none in the shipped data', () => {
    expect(findContradictions(shippedCatalogue())).toEqual([]);
  });

  it('finds a planted option sold where entry is visa free, and an E-VISA chip on a visa-free country', () => {
    const shipped = shippedCatalogue();
    const planted = {
      ...shipped,
      destinations: shipped.destinations.map((d) => (d.code === 'TH' ? { ...d, eVisa: true } : d)),
      options: [
        ...shipped.options,
        { id: 'th-short', country: 'TH', type: 'tourist' as const, name: 'Tourist e-Visa', stay: '30 days' },
        { id: 'th-study', country: 'TH', type: 'student' as const, name: 'Student visa', stay: '30 days' },
      ],
    };
    const found = findContradictions(planted);
    expect(found).toHaveLength(2);
    expect(found).toContainEqual(
      expect.objectContaining({
        kind: 'option-not-needed',
        optionId: 'th-short',
        message:
          'Tourist e-Visa (stay 30 days) is sold for Thailand, where Indian passport holders are visa free for 60 days.',
      }),
    );
    expect(found).toContainEqual(expect.objectContaining({ kind: 'chip-not-e-visa', country: 'TH' }));
  });

  it('finds an option sold where an override says no admission', () => {
    const shipped = shippedCatalogue();
    const found = findContradictions({
      ...shipped,
      requirement: (country) => (country === 'JP' ? { category: 'no-admission' } : shipped.requirement(country)),
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.kind === 'option-no-admission' && c.country === 'JP')).toBe(true);
  });
});
