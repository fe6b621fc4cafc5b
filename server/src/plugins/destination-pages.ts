import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HTML_LANG, type Lang, pathInLang } from '@contract/lang';
import { createPageDocument, type PageMetaData, type ViteManifest } from './page-document';

/** The web app's server entry (built by `vite build --ssr`), the one the prerender uses. */
interface ServerEntry {
  render(url: string, data: Record<string, unknown>): Promise<{ html: string; meta?: PageMetaData; pages: string[] }>;
}

export interface DestinationPages {
  /** Loads the catalogue and follows its changes (NOTIFY), like the catalogue API. */
  start(): Promise<void>;
  /** The page's whole HTML, or undefined when no destination has this slug. */
  html(lang: Lang, slug: string): Promise<string | undefined>;
  /** English paths of every destination page in the catalogue now (/visa/<slug>). */
  paths(): string[];
  /** Changes whenever the catalogue does. */
  readonly version: number;
}

/** What the pages need of the catalogue; the catalogue module provides it (features/catalogue/destination-source.ts). */
export interface DestinationSource {
  /** Loads the catalogue and follows its changes. */
  start(): Promise<void>;
  /** Changes whenever the catalogue does. */
  readonly version: number;
  /** The answer of GET /api/destinations/<slug> in this language, or undefined when no destination has the slug. */
  page(slug: string, lang: Lang): unknown;
  /** Whether a destination has this slug (no page is made to find out). */
  has(slug: string): boolean;
  slugs(): string[];
  /** More of the page's data beside the destination (e.g. its published reviews), keyed as the web app reads it. */
  extras?(slug: string, lang: Lang): Record<string, unknown>;
}

interface Options {
  destinations: DestinationSource;
  distDir: string;
  ssrEntry: string;
  productName: string;
  publicUrl: string;
}

/** A JSON data block (never executed, so the CSP allows it); `<` escaped so no text can close the element. */
const dataBlock = (data: unknown) =>
  `<script type="application/json" id="server-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * Destination pages rendered on the server from the live catalogue: an operator's edit shows on the next request
 * after the NOTIFY, in every process. Pages are cached per slug and language until the source's version changes
 * (the catalogue, or the published reviews it shows).
 * Undefined when the web app was built without its server entry.
 */
export async function loadDestinationPages(options: Options): Promise<DestinationPages | undefined> {
  const templateFile = path.join(options.distDir, 'page-template.html');
  const manifestFile = path.join(options.distDir, '.vite/manifest.json');
  if (![templateFile, manifestFile, options.ssrEntry].every((file) => existsSync(file))) return undefined;
  const entry = (await import(pathToFileURL(options.ssrEntry).href)) as ServerEntry;
  const document = createPageDocument({
    template: readFileSync(templateFile, 'utf8'),
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest,
    productName: options.productName,
    publicUrl: options.publicUrl,
    htmlLang: HTML_LANG,
    pathInLang,
  });
  const store = options.destinations;
  const cache = new Map<string, { version: number; html: Promise<string | undefined> }>();

  async function render(lang: Lang, slug: string): Promise<string | undefined> {
    const page = store.page(slug, lang);
    if (!page) return undefined;
    // The same answer as GET /api/destinations/<slug>: the page's query starts from it, so hydration needs no fetch.
    const data = { ...store.extras?.(slug, lang), destination: page };
    const urlPath = pathInLang(`/visa/${slug}`, lang);
    return document.pageHtml(lang, urlPath, await entry.render(urlPath, data), dataBlock(data));
  }

  return {
    start: () => store.start(),
    html(lang, slug) {
      const key = `${lang}:${slug}`;
      const cached = cache.get(key);
      if (cached && cached.version === store.version) return cached.html;
      // Only real destinations are cached: made-up slugs must not grow the cache.
      if (!store.has(slug)) return Promise.resolve(undefined);
      const version = store.version;
      const html = render(lang, slug);
      cache.set(key, { version, html });
      // A failed render is not kept: the next request tries again.
      html.catch(() => cache.get(key)?.html === html && cache.delete(key));
      return html;
    },
    paths: () => store.slugs().map((slug) => `/visa/${slug}`),
    get version() {
      return store.version;
    },
  };
}
