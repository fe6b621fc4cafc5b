import { normaliseQuery } from './country-matcher';

/**
 * The 29 Schengen countries (Bulgaria and Romania in full since 1 Jan 2025), the ones Indians visit most first.
 * A Schengen visa is applied for at the country of the main stay, so the search points there.
 */
export const SCHENGEN_CODES = [
  'FR',
  'DE',
  'IT',
  'CH',
  'ES',
  'NL',
  'AT',
  'GR',
  'CZ',
  'BE',
  'PT',
  'HU',
  'DK',
  'SE',
  'NO',
  'FI',
  'PL',
  'IS',
  'HR',
  'SI',
  'SK',
  'EE',
  'LV',
  'LT',
  'LU',
  'MT',
  'LI',
  'BG',
  'RO',
] as const;

/** "sche", "schengen", "Schengen visa". */
export function isSchengenQuery(query: string): boolean {
  const text = normaliseQuery(query);
  return text.length >= 4 && ('schengen'.startsWith(text) || text.startsWith('schengen'));
}
