import { readFileSync } from 'node:fs';
import { type CatalogueTranslations, type CatalogueWords, catalogueWords } from '@contract/catalogue-language';
import type { RequirementSentences } from '@contract/catalogue-rules';
import type { Lang } from '@contract/lang';

/** The catalogue's own texts in Hindi (data/catalogue/hi.json), keyed by their English text. */
const HINDI_FILE = new URL('../../../../data/catalogue/hi.json', import.meta.url);

let hindi: CatalogueWords | undefined;
let hindiFile: CatalogueTranslations | undefined;
const readHindi = () => {
  hindiFile ??= JSON.parse(readFileSync(HINDI_FILE, 'utf8')) as CatalogueTranslations;
  return hindiFile;
};

/** The requirement answer's sentences in Hindi; undefined for English (the contract's own sentences). */
export function requirementSentencesFor(lang: Lang): RequirementSentences | undefined {
  return lang === 'en' ? undefined : readHindi().requirementSentences;
}

/** The catalogue's words for a request's language; English is the catalogue as it is. */
export function wordsFor(lang: Lang): CatalogueWords {
  if (lang === 'en') return catalogueWords('en', undefined);
  hindi ??= catalogueWords('hi', readHindi());
  return hindi;
}
