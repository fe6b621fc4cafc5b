/** The product's two languages and how a page's language follows from its URL (docs/languages.md). */
export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];

/** Hindi pages live under this prefix; English pages have none. */
export const HINDI_PREFIX = '/hi';
/** Remembers the traveller's choice (set by the switcher, read by the server on the next visit). */
export const LANG_COOKIE = 'hv_lang';

/** The locale every `Intl` formatter uses for a language. */
export const INTL_LOCALE: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };
/** `<html lang>` and `hreflang` of a language. */
export const HTML_LANG: Record<Lang, string> = { en: 'en-IN', hi: 'hi' };

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'hi';

/** '/hi/visa/thailand' → 'hi'; '/visa/thailand' → 'en'. */
export function langFromPath(pathname: string): Lang {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The path inside the app, without the language prefix: '/hi/login' → '/login', '/hi' → '/'. */
export function stripLangPrefix(pathname: string): string {
  if (langFromPath(pathname) === 'en') return pathname;
  return pathname.slice(HINDI_PREFIX.length) || '/';
}

/** The same page in a language: ('/login', 'hi') → '/hi/login'; ('/', 'hi') → '/hi'. */
export function pathInLang(appPath: string, lang: Lang): string {
  const bare = stripLangPrefix(appPath);
  if (lang === 'en') return bare;
  return bare === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${bare}`;
}

/** The router's basename for a language (undefined for English, whose paths have no prefix). */
export const basenameFor = (lang: Lang) => (lang === 'hi' ? HINDI_PREFIX : undefined);

/**
 * The language an `Accept-Language` header asks for: Hindi when it ranks Hindi above English
 * ('hi-IN,hi;q=0.9,en;q=0.8' → 'hi'), English otherwise (missing, '*', other languages).
 */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  if (!header) return 'en';
  let best: { lang: Lang; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'hi' && primary !== 'en') continue;
    const qParam = params.find((param) => param.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? 'en';
}
