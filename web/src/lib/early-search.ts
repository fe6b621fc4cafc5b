/**
 * The home search before the app has hydrated (docs/decisions/search-before-hydration.md): the prerendered page
 * carries the country names in a JSON block, and a small script (web/src/search-before-hydration.ts) suggests
 * from them until the app's combobox takes over, asking for what was shown with EARLY_SEARCH_HANDOVER.
 */

/** The page's country list: `[code, English name]`, with the Hindi name third on Hindi pages. */
export const PAGE_COUNTRIES_ID = 'page-countries';
export type PageCountryRow = [code: string, name: string, nameHi?: string];

/** Sent by the hydrated combobox to its input; the early script fills the detail and steps aside. */
export const EARLY_SEARCH_HANDOVER = 'early-search-handover';
/**
 * Set on the input by the hydrated combobox with the handover. The early script is async and may, on a slow request
 * of its own, only run after the app has taken over: it then finds the input marked and stays out.
 */
export const EARLY_SEARCH_TAKEN = 'data-early-search-taken';
export interface EarlySearchState {
  /** The suggestions were open (the typed text is in the input itself). */
  open?: boolean;
  /** The suggestion the keyboard was on. */
  active?: number;
  /** The country picked from the early suggestions, by code. */
  picked?: string;
}

/**
 * What the early script needs of the combobox's look and words, rendered by the combobox on its popup
 * (`data-early`): its CSS module classes and the status line's texts (`#` stands for the count).
 */
export interface EarlySearchLook {
  popup: string;
  list: string;
  option: string;
  text: string;
  name: string;
  alias: string;
  mark: string;
  flag: string;
  empty: string;
  one: string;
  other: string;
  none: string;
}

export interface PageCountry {
  code: string;
  name: string;
  aliases: string[];
}

/**
 * The page's country list (the text of its PAGE_COUNTRIES_ID block) in the page's language, as countriesInLanguage
 * gives the full list: on Hindi pages the Hindi name first and the English name as an alias.
 */
export function parsePageCountries(text: string | null | undefined, lang: 'en' | 'hi'): PageCountry[] | undefined {
  if (!text) return undefined;
  try {
    const rows = JSON.parse(text) as PageCountryRow[];
    return rows.map(([code, name, nameHi]) =>
      lang === 'hi' && nameHi ? { code, name: nameHi, aliases: [name] } : { code, name, aliases: [] },
    );
  } catch {
    return undefined;
  }
}
