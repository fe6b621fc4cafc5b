/**
 * The catalogue's own texts (summaries, option names, validity, stay, documents) in a page's language, from
 * data/catalogue/hi.json. The catalogue holds them in English; the Hindi is keyed by that English text, so a text
 * an operator has reworded and nobody has translated yet stays English rather than showing a stale translation.
 * English answers are returned untouched.
 */
import type { DestinationPage, VisaOption } from './catalogue';
import type { FactSource, RequirementSentences, VisaPurpose } from './catalogue-rules';
import type { Lang } from './lang';

/** The shape of data/catalogue/hi.json. */
export interface CatalogueTranslations {
  summaries: Record<string, string>;
  texts: Record<string, string>;
  visaTypes: Record<VisaPurpose, string>;
  processing: { one: string; other: string };
  requirementSentences: RequirementSentences;
}

export interface CatalogueWords {
  /** An English catalogue text in the language; unknown texts as they are. */
  text(english: string): string;
  summary(english: string): string;
  visaType(purpose: VisaPurpose, english: string): string;
  processing(days: number, english: string): string;
  source(source: FactSource): FactSource;
}

const ENGLISH: CatalogueWords = {
  text: (english) => english,
  summary: (english) => english,
  visaType: (_purpose, english) => english,
  processing: (_days, english) => english,
  source: (source) => source,
};

/** The catalogue's words for a language: English is the identity. */
export function catalogueWords(lang: Lang, translations: CatalogueTranslations | undefined): CatalogueWords {
  if (lang === 'en' || !translations) return ENGLISH;
  const plural = new Intl.PluralRules('hi-IN');
  const text = (english: string) => translations.texts[english] ?? english;
  return {
    text,
    summary: (english) => translations.summaries[english] ?? english,
    visaType: (purpose, english) => translations.visaTypes[purpose] ?? english,
    processing: (days, english) => {
      const form = plural.select(days) === 'one' ? translations.processing.one : translations.processing.other;
      return form ? form.replace('{{count}}', String(days)) : english;
    },
    // Our own catalogue's name is translated; external sources keep their proper names.
    source: (source) => ({ ...source, name: text(source.name) }),
  };
}

export function localizeOption(option: VisaOption, words: CatalogueWords): VisaOption {
  if (words === ENGLISH) return option;
  return {
    ...option,
    visaType: words.visaType(option.type, option.visaType),
    name: words.text(option.name),
    processing: words.processing(option.processingDays, option.processing),
    validity: words.text(option.validity),
    stay: words.text(option.stay),
    requirements: option.requirements.map(words.text),
    source: words.source(option.source),
  };
}

export function localizeDestinationPage(page: DestinationPage, words: CatalogueWords): DestinationPage {
  if (words === ENGLISH) return page;
  return {
    ...page,
    destination: { ...page.destination, summary: words.summary(page.destination.summary) },
    options: page.options.map((option) => localizeOption(option, words)),
  };
}
