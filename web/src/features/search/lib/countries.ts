import type { Country } from '@contract/catalogue';
import { DEFAULT_PROCESSING_DAYS, E_VISA_COUNTRIES } from '@contract/catalogue-rules';

/** The emoji flag of an ISO code (regional indicator letters). */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

let regionNames: Intl.DisplayNames | undefined;

/** An English country name from the browser's own data, for codes that arrive in a URL. */
export function countryNameOf(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
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

/** Shown when the country list cannot be loaded (SPEC 9: 8 suggestions, 6 days). */
export const FALLBACK_COUNTRIES: Country[] = FALLBACK.map(([code, name]) => ({
  code,
  name,
  flag: flagOf(code),
  aliases: [],
  eVisa: E_VISA_COUNTRIES.has(code),
  processingDays: DEFAULT_PROCESSING_DAYS,
}));
export const FALLBACK_LIMIT = 8;
