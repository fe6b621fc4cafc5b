import type { Lang } from '@contract/lang';
import { countries as countryData } from 'countries-list';
import { mailT, translateServerMessage } from './index';

/**
 * Words the server stores in English with an event (a country's name, a status label, a timeline note) and says
 * again later in the reader's language. English stays word for word; a word we do not know stays as stored.
 */

/** Status labels (the contract's, and the words partners send) to their key in the mail catalogue. */
const STATUS_KEYS: Record<string, string> = {
  draft: 'draft',
  submitted: 'submitted',
  'in review': 'inReview',
  'documents requested': 'documentsRequested',
  'with the embassy': 'withEmbassy',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  pending: 'pending',
  completed: 'completed',
};

export function statusIn(label: string, lang: Lang): string {
  if (lang === 'en') return label;
  const key = STATUS_KEYS[label.trim().toLowerCase()];
  return key ? mailT(lang)(`status.${key}`) : label;
}

let codesByName: Map<string, string> | undefined;
let hindiNames: Intl.DisplayNames | undefined;

/** A country by the English name the catalogue gives it; Hindi names are the browser's (Intl), as on the site. */
export function countryIn(english: string, lang: Lang): string {
  if (lang === 'en') return english;
  codesByName ??= new Map(Object.entries(countryData).map(([code, data]) => [data.name.toLowerCase(), code]));
  const code = codesByName.get(english.trim().toLowerCase());
  if (!code) return english;
  hindiNames ??= new Intl.DisplayNames(['hi'], { type: 'region' });
  return hindiNames.of(code) ?? english;
}

/** A note the server wrote itself ('Payment received'); an operator's or partner's own words stay as written. */
export const noteIn = (note: string, lang: Lang) => translateServerMessage(note, lang);
