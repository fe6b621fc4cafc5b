import { readFileSync } from 'node:fs';
import { type CatalogueTranslations, type CatalogueWords, catalogueWords } from '@contract/catalogue-language';
import type { Lang } from '@contract/lang';

/** The catalogue's own texts in Hindi (data/catalogue/hi.json), keyed by their English text. */
const HINDI_FILE = new URL('../../../../data/catalogue/hi.json', import.meta.url);

let hindi: CatalogueWords | undefined;

/** The catalogue's words for a request's language; English is the catalogue as it is. */
export function wordsFor(lang: Lang): CatalogueWords {
  if (lang === 'en') return catalogueWords('en', undefined);
  hindi ??= catalogueWords('hi', JSON.parse(readFileSync(HINDI_FILE, 'utf8')) as CatalogueTranslations);
  return hindi;
}
