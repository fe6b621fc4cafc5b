import { INTL_LOCALE, type Lang } from '@contract/lang';
import i18next, { type i18n as I18n } from 'i18next';
import { setApiLanguage } from '../lib/api-client';
import { setFormatLang } from '../lib/format';

export type Catalogue = Record<string, unknown>;

/**
 * One i18next instance per page load (or per prerendered page): the language is fixed by the URL,
 * so switching language is a page load and only that language's catalogue is ever fetched.
 */
export function createI18n(
  lang: Lang,
  catalogue: Catalogue,
  messages: Record<string, string> = {},
  /** data/catalogue/hi.json on Hindi pages: the catalogue's own words (read by useCatalogueData). */
  catalogueData: Catalogue = {},
): I18n {
  const instance = i18next.createInstance();
  // initAsync: false makes init synchronous with inline resources, so prerendering and hydration see the same text.
  instance.init({
    lng: lang,
    fallbackLng: false,
    // `messages`: the contract's validation and server messages, keyed by their English text (Hindi only).
    resources: { [lang]: { translation: catalogue, messages, catalogue: catalogueData } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  setFormatLang(lang);
  setApiLanguage(INTL_LOCALE[lang]);
  return instance;
}

/** The Hindi catalogues: a separate chunk, fetched only by /hi pages (English is in the main bundle). */
export async function loadHindiCatalogue(): Promise<{
  catalogue: Catalogue;
  messages: Record<string, string>;
  catalogueData: Catalogue;
}> {
  const { hindi, hindiMessages, hindiCatalogueData } = await import('./hindi');
  return { catalogue: hindi, messages: hindiMessages, catalogueData: hindiCatalogueData };
}
