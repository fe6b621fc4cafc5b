import { countriesInLanguage } from '@web/lib/countries';
import { describe, expect, it } from 'vitest';
import { buildCountryBases, toCountries } from '../../../../../server/src/features/catalogue/countries';
import { passportIndex } from '../../../../../server/src/features/catalogue/passport-index';
import { createCountryMatcher } from './country-matcher';

const countries = toCountries(buildCountryBases(passportIndex().codes), new Map());

describe('country names in Hindi', () => {
  const hindi = createCountryMatcher(countriesInLanguage(countries, 'hi'));
  const english = createCountryMatcher(countriesInLanguage(countries, 'en'));

  it('every country of the list has its Hindi name', () => {
    expect(countries.filter((country) => !country.nameHi).map((country) => country.code)).toEqual([]);
  });

  it('on Hindi pages, matches Hindi names, Latin spellings and aliases alike, showing the Hindi name', () => {
    const byHindi = hindi('थाई')[0];
    expect(byHindi?.country.code).toBe('TH');
    expect(byHindi?.country.name).toBe('थाईलैंड');
    expect(byHindi?.highlight).toEqual([0, 3]);
    expect(hindi('thai')[0]?.country.code).toBe('TH');
    expect(hindi('Bangkok')[0]).toMatchObject({ country: { code: 'TH', name: 'थाईलैंड' }, alias: 'Bangkok' });
    expect(hindi('dubai')[0]?.country.code).toBe('AE');
    expect(hindi('संयुक्त अरब')[0]?.country.code).toBe('AE');
  });

  it('on English pages, a Hindi name still finds the country under its English name', () => {
    expect(english('थाईलैंड')[0]).toMatchObject({ country: { code: 'TH', name: 'Thailand' }, alias: 'थाईलैंड' });
    expect(english('thai')[0]?.country.name).toBe('Thailand');
  });
});
