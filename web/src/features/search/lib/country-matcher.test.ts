import { countries as countryData } from 'countries-list';
import { describe, expect, it } from 'vitest';
import cityAliases from '../../../../../data/catalogue/city-aliases.json';
import { createCountryMatcher, fold, type MatchableCountry } from './country-matcher';

/** Every country of the data package with its aliases and the generated city list, as the API builds it. */
function allCountries(): MatchableCountry[] {
  const cities = new Map<string, string[]>();
  for (const [place, code] of cityAliases as Array<[string, string]>)
    cities.set(code, [...(cities.get(code) ?? []), place]);
  return Object.entries(countryData).map(([code, country]) => ({
    code,
    name: country.name,
    aliases: [...(country.alias ?? []), ...(cities.get(code) ?? [])],
  }));
}

const match = createCountryMatcher(allCountries());
const codes = (query: string) => match(query).map((s) => s.country.code);

describe('country matcher', () => {
  it('finds a country by its city: dub → United Arab Emirates (Dubai) first', () => {
    const [first, second] = match('dub');
    expect(first).toMatchObject({ country: { code: 'AE' }, alias: 'Dubai', highlight: [0, 3] });
    expect(second).toMatchObject({ country: { code: 'IE' }, alias: 'Dublin' });
  });

  it('maps abbreviations and other names', () => {
    expect(codes('UK')[0]).toBe('GB');
    expect(codes('usa')[0]).toBe('US');
    expect(codes('uae')[0]).toBe('AE');
    expect(codes('holland')[0]).toBe('NL');
    expect(codes('bangkok')[0]).toBe('TH');
    expect(codes('bali')[0]).toBe('ID');
    expect(codes('phuket')[0]).toBe('TH');
    expect(codes('goa')[0]).toBe('IN');
  });

  it('answers a one-letter query by first letter only, alphabetically, up to 10', () => {
    const result = match('t');
    expect(result).toHaveLength(10);
    for (const suggestion of result) {
      expect(suggestion.country.name.toLowerCase().startsWith('t')).toBe(true);
      expect(suggestion.alias).toBeUndefined();
    }
    const names = result.map((s) => s.country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('puts name prefixes before word prefixes and aliases', () => {
    const result = match('in');
    expect(result.slice(0, 2).map((s) => s.country.code)).toEqual(['IN', 'ID']);
    expect(result[0]!.highlight).toEqual([0, 2]);
    expect(codes('arab')).toContain('AE');
    expect(codes('kingdom')[0]).toBe('GB');
  });

  it('highlights inside accented names and ignores case and accents in the query', () => {
    const result = match('sao paulo');
    expect(result[0]).toMatchObject({ country: { code: 'BR' }, alias: 'São Paulo', highlight: [0, 9] });
    const turkey = match('TÜRK')[0]!;
    expect(turkey.country.code).toBe('TR');
    expect(turkey.highlight).toEqual([0, 4]);
  });

  it('gives each country once and at most 10 suggestions', () => {
    const result = match('sa');
    expect(result.length).toBeLessThanOrEqual(10);
    expect(new Set(result.map((s) => s.country.code)).size).toBe(result.length);
    expect(match('')).toEqual([]);
    expect(match('   ')).toEqual([]);
    expect(match('zzzzqq')).toEqual([]);
  });

  it('honours a smaller limit (the fallback list shows 8)', () => {
    expect(match('s', 8)).toHaveLength(8);
  });

  it('folds characters one by one, keeping where they came from', () => {
    expect(fold('Åland')).toEqual({ text: 'aland', origin: [0, 1, 2, 3, 4] });
  });
});
