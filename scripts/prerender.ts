/**
 * Renders the marketing pages to static HTML after `vite build` (client) and `vite build --ssr`.
 * Writes web/dist/<path>/index.html, app-shell.html (client-only routes), 404.html, routes.json and
 * page-template.html (the untouched template, from which the server renders live destination pages).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { escapeHtml } from '../contract/src/html';
import { buildCountryBases } from '../server/src/features/catalogue/countries';
import { passportIndex } from '../server/src/features/catalogue/passport-index';
import {
  createPageDocument,
  type PageLang,
  type PageMetaData,
  type ViteManifest,
} from '../server/src/plugins/page-document';
import { stampShellRevisions } from '../web/src/features/offline/shell-revision';

const DIST = path.resolve('web/dist');
const SSR_ENTRY = path.resolve('.tmp/ssr/entry-server.js');

interface ServerEntry {
  render(url: string): Promise<{ html: string; meta?: PageMetaData; pages: string[] }>;
  pathInLang(appPath: string, lang: PageLang): string;
  HTML_LANG: Record<PageLang, string>;
  staticPrerenderPaths: string[];
  extraPrerenderPaths: string[];
  clientRoutePatterns: string[];
  routeTable(): Array<{ path: string; prerendered: boolean }>;
  sitemapExcluded: Set<string>;
}

const productName = process.env.PRODUCT_NAME || 'HelloVisa';
const publicUrl = process.env.PUBLIC_URL?.replace(/\/$/, '');

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page with its Brotli and gzip twins, which the server sends to browsers that accept them. */
async function writeHtml(file: string, html: string) {
  await Promise.all([
    writeFile(file, html),
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((data) => writeFile(`${file}.br`, data)),
    gzipped(html, { level: 9 }).then((data) => writeFile(`${file}.gz`, data)),
  ]);
}

/** Built assets and public files worth compressing, by extension (images other than SVG are compressed already). */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

/**
 * Brotli and gzip twins of the scripts, stylesheets and other text files, so the server sends them as they are
 * (`@fastify/static`'s `preCompressed`) instead of compressing them again on every request. Small files are left
 * alone, as the server's compression leaves them (below 1 KB a compressed copy saves next to nothing).
 */
async function compressStaticFiles() {
  const entries = await readdir(DIST, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (path.relative(DIST, file).startsWith('.vite')) continue;
    const data = await readFile(file);
    if (data.length < 1024) continue;
    await Promise.all([
      brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((out) => writeFile(`${file}.br`, out)),
      gzipped(data, { level: 9 }).then((out) => writeFile(`${file}.gz`, out)),
    ]);
    count++;
  }
  return count;
}

/**
 * What a page with the visa search carries for its first step before the app hydrates (web/src/lib/early-search.ts):
 * the country names in the page's language, and the early script that suggests from them.
 */
async function earlySearch(): Promise<(lang: PageLang, pages: string[]) => string> {
  const script = (await readdir(path.join(DIST, 'assets'))).find((name) =>
    /^search-before-hydration-\w+\.js$/.test(name),
  );
  if (!script) throw new Error('prerender: the search-before-hydration script was not built');
  const bases = buildCountryBases(passportIndex().codes);
  const block = (lang: PageLang) => {
    const rows = bases.map((base) =>
      lang === 'hi' && base.nameHi ? [base.code, base.name, base.nameHi] : [base.code, base.name],
    );
    // JSON in HTML: no "<" may close the block early.
    const json = JSON.stringify(rows).replace(/</g, '\\u003c');
    return `<script type="application/json" id="page-countries">${json}</script><script async fetchpriority="high" src="/assets/${script}"></script>`;
  };
  const blocks = { en: block('en'), hi: block('hi') };
  return (lang, pages) => (pages.some((page) => page.endsWith('/home/home-page.tsx')) ? blocks[lang] : '');
}

async function writePage(urlPath: string, html: string) {
  const file = urlPath === '/' ? path.join(DIST, 'index.html') : path.join(DIST, urlPath.slice(1), 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeHtml(file, html);
}

async function main() {
  const template = await readFile(path.join(DIST, 'index.html'), 'utf8');
  await writeFile(path.join(DIST, 'page-template.html'), template);
  const manifest = JSON.parse(await readFile(path.join(DIST, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const entry = (await import(pathToFileURL(SSR_ENTRY).href)) as ServerEntry;
  const page = createPageDocument({
    template,
    manifest,
    productName,
    publicUrl,
    htmlLang: entry.HTML_LANG,
    pathInLang: entry.pathInLang,
  });

  const title = `<title>${escapeHtml(productName)}</title>`;
  await writeHtml(path.join(DIST, 'app-shell.html'), page.fill(title, ''));
  await writeHtml(
    path.join(DIST, 'app-shell.hi.html'),
    page.fill([title, ...page.langAssets('hi')].join('\n    '), '', 'hi'),
  );
  await stampShellRevisions(DIST);

  const searchBlock = await earlySearch();
  const english = [...entry.staticPrerenderPaths, ...entry.extraPrerenderPaths];
  const prerendered: string[] = [];
  for (const lang of ['en', 'hi'] as const) {
    for (const englishPath of english) {
      const urlPath = entry.pathInLang(englishPath, lang);
      const rendered = await entry.render(urlPath);
      await writePage(urlPath, page.pageHtml(lang, urlPath, rendered, searchBlock(lang, rendered.pages)));
      prerendered.push(urlPath);
    }
    const notFound = await entry.render(entry.pathInLang('/__page-not-found__', lang));
    await writeHtml(
      path.join(DIST, lang === 'hi' ? '404.hi.html' : '404.html'),
      page.fill(
        [page.headFor(notFound.meta, '/404', page.assetsFor(notFound.pages)), ...page.langAssets(lang)].join('\n    '),
        notFound.html,
        lang,
      ),
    );
  }

  const routes = {
    prerendered,
    clientRoutes: entry.clientRoutePatterns,
    // The router's whole table, for the browser test that loads every route directly.
    routeTable: entry.routeTable(),
    sitemap: prerendered.filter((urlPath) => !entry.sitemapExcluded.has(entry.pathInLang(urlPath, 'en'))),
  };
  await writeFile(path.join(DIST, 'routes.json'), JSON.stringify(routes, null, 2));
  console.log(`prerendered ${prerendered.length} pages (English and Hindi), 404 pages and app shells`);
  console.log(`compressed ${await compressStaticFiles()} static files (.br and .gz)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
