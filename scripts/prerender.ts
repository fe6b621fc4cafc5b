/**
 * Renders the marketing pages to static HTML after `vite build` (client) and `vite build --ssr`.
 * Writes web/dist/<path>/index.html, app-shell.html (client-only routes), 404.html and routes.json.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const DIST = path.resolve('web/dist');
const SSR_ENTRY = path.resolve('.tmp/ssr/entry-server.js');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface PageMetaData {
  title: string;
  description: string;
  path?: string;
  image?: string;
  type?: string;
}

interface ServerEntry {
  render(url: string): Promise<{ html: string; meta?: PageMetaData; pages: string[] }>;
  staticPrerenderPaths: string[];
  extraPrerenderPaths: string[];
  clientRoutePatterns: string[];
  sitemapExcluded: Set<string>;
}

const productName = process.env.PRODUCT_NAME || 'HelloVisa';
const publicUrl = process.env.PUBLIC_URL?.replace(/\/$/, '');

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JS and CSS files a chunk needs, following its static imports. */
function chunkAssets(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const js = [chunk.file];
  const css = [...(chunk.css ?? [])];
  for (const imported of chunk.imports ?? []) {
    const nested = chunkAssets(manifest, imported, seen);
    js.push(...nested.js);
    css.push(...nested.css);
  }
  return { js, css };
}

function headFor(meta: PageMetaData | undefined, urlPath: string, assets: { js: string[]; css: string[] }): string {
  const title = meta ? (meta.title.includes(productName) ? meta.title : `${meta.title} | ${productName}`) : productName;
  const tags = [`<title>${escapeHtml(title)}</title>`];
  if (meta) {
    tags.push(
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
      `<meta property="og:site_name" content="${escapeHtml(productName)}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
    );
    // Open Graph wants absolute URLs: known only when the build is told the site's public address.
    if (publicUrl) {
      const canonical = `${publicUrl}${meta.path ?? urlPath}`;
      tags.push(
        `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
        `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
      );
    }
    if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
  }
  for (const file of new Set(assets.css)) tags.push(`<link rel="stylesheet" href="/${file}" />`);
  for (const file of new Set(assets.js)) tags.push(`<link rel="modulepreload" href="/${file}" />`);
  return tags.join('\n    ');
}

async function writePage(urlPath: string, html: string) {
  const file = urlPath === '/' ? path.join(DIST, 'index.html') : path.join(DIST, urlPath.slice(1), 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

async function main() {
  const template = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = (await import(pathToFileURL(SSR_ENTRY).href)) as ServerEntry;

  const notInTemplate = (file: string) => !template.includes(`/${file}"`);
  const fill = (head: string, body: string) =>
    template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
  const assetsFor = (pages: string[]) => {
    const all = { js: [] as string[], css: [] as string[] };
    for (const page of pages) {
      const key = path.posix.join('src/app', page);
      const found = chunkAssets(manifest, key);
      all.js.push(...found.js.filter(notInTemplate));
      all.css.push(...found.css.filter(notInTemplate));
    }
    return all;
  };

  await writeFile(path.join(DIST, 'app-shell.html'), fill(`<title>${escapeHtml(productName)}</title>`, ''));

  const prerendered = [...entry.staticPrerenderPaths, ...entry.extraPrerenderPaths];
  for (const urlPath of prerendered) {
    const { html, meta, pages } = await entry.render(urlPath);
    await writePage(urlPath, fill(headFor(meta, urlPath, assetsFor(pages)), html));
  }
  const notFound = await entry.render('/__page-not-found__');
  await writeFile(
    path.join(DIST, '404.html'),
    fill(headFor(notFound.meta, '/404', assetsFor(notFound.pages)), notFound.html),
  );

  const routes = {
    prerendered,
    clientRoutes: entry.clientRoutePatterns,
    sitemap: prerendered.filter((urlPath) => !entry.sitemapExcluded.has(urlPath)),
  };
  await writeFile(path.join(DIST, 'routes.json'), JSON.stringify(routes, null, 2));
  console.log(`prerendered ${prerendered.length} pages, 404.html and app-shell.html`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
