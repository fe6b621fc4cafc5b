import type { Country } from '@contract/catalogue';
import { DEFAULT_PROCESSING_DAYS, E_VISA_COUNTRIES } from '@contract/catalogue-rules';
import { parsePageCountries } from './early-search';

/** The emoji flag of an ISO code (regional indicator letters). */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

const FALLBACK: Array<[string, string]> = [
  ['AE', 'United Arab Emirates'],
  ['TH', 'Thailand'],
  ['SG', 'Singapore'],
  ['MY', 'Malaysia'],
  ['ID', 'Indonesia'],
  ['VN', 'Vietnam'],
  ['GB', 'United Kingdom'],
  ['US', 'United States'],
];

/**
 * The country list as a Hindi page shows it: the Hindi name first, the English name and every alias still
 * matching (so "थाई", "thai" and "Bangkok" all find Thailand). English pages keep the list as it is.
 */
export function countriesInLanguage(countries: readonly Country[], lang: 'en' | 'hi'): Country[] {
  if (lang === 'en') return [...countries];
  return countries.map((country) =>
    country.nameHi
      ? {
          ...country,
          name: country.nameHi,
          aliases: [country.name, ...country.aliases.filter((a) => a !== country.nameHi)],
        }
      : country,
  );
}

/** Countries known by name alone, before the catalogue answers: the flag from the code, the default processing time. */
function namesOnly(countries: readonly Pick<Country, 'code' | 'name' | 'aliases'>[]): Country[] {
  return countries.map((country) => ({
    ...country,
    flag: flagOf(country.code),
    eVisa: E_VISA_COUNTRIES.has(country.code),
    processingDays: DEFAULT_PROCESSING_DAYS,
  }));
}

/** Shown when the country list cannot be loaded (docs/product/search.md#country-autocomplete: 8 countries, 6 days). */
export const FALLBACK_COUNTRIES: Country[] = namesOnly(FALLBACK.map(([code, name]) => ({ code, name, aliases: [] })));
export const FALLBACK_LIMIT = 8;

/**
 * The country names the page came with (the home page's list for its early search, web/lib/early-search.ts), in
 * the page's language, until the full list has loaded: no aliases, and the processing time is not known yet.
 */
export function pageCountries(text: string | null | undefined, lang: 'en' | 'hi'): Country[] | undefined {
  const countries = parsePageCountries(text, lang);
  return countries && namesOnly(countries);
}
