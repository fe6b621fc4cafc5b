import type { i18n as I18n } from 'i18next';

type Section = Record<string, unknown>;

/**
 * The browser's English catalogue, one top-level section of en.json at a time. The build gives every module an
 * import of the sections its code names (vite-plugin.ts), so a page's texts arrive with its own chunk and the entry
 * carries only the app shell's. Hindi pages load their whole catalogue before hydrating instead (setup.ts).
 */
const loaded: Section = {};
let following: I18n | null = null;

/** Called by the build's section modules when their chunk loads, before any of its components renders. */
export function addEnglishSection(name: string, messages: Section): void {
  loaded[name] = messages;
  following?.addResourceBundle('en', 'translation', { [name]: messages }, true, true);
}

/** The sections loaded so far; those that arrive later with lazy pages are added to `i18n` as they load. */
export function englishSectionsFor(i18n: I18n): void {
  following = i18n;
  i18n.addResourceBundle('en', 'translation', loaded, true, true);
}
