import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HTML_LANG, isLang, LANG_COOKIE, langFromAcceptLanguage, langFromPath, pathInLang } from '@contract/lang';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchPath } from 'react-router';
import { type DestinationSource, loadDestinationPages } from './destination-pages';
import { PageMemory } from './page-memory';

/** Written by the prerender step: which paths have their own HTML and which are client-rendered. */
interface RouteManifest {
  prerendered: string[];
  /** The router's client-rendered routes, as React Router patterns ("/apply", "/pay/test/:paymentId"). */
  clientRoutes: string[];
  /** Public pages listed in sitemap.xml. */
  sitemap: string[];
}

const HTML_CACHE = 'no-cache';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const PUBLIC_FILE_CACHE = 'public, max-age=604800';
/**
 * Files under a fixed name that a build changes: the service worker (a new build must reach every browser at its next
 * check, docs/offline.md) and the web app manifests. Revalidated every time, as pages are.
 */
const BUILD_FILES = new Set(['sw.js', 'manifest.webmanifest', 'manifest.hi.webmanifest']);

/** The decoded path of a request URL; undefined when it cannot be decoded (such a page does not exist). */
function normalisePath(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split(/[?#]/)[0] || '/');
  } catch {
    return undefined;
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Every page with its twin in the other language (xhtml:link alternates, as search engines read them). */
function sitemapXml(publicUrl: string, pagePaths: string[]): string {
  const alternates = (pagePath: string) =>
    (['en', 'hi'] as const)
      .map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${publicUrl}${pathInLang(pagePath, lang)}"/>`,
      )
      .join('');
  const urls = pagePaths.map((pagePath) => `  <url><loc>${publicUrl}${pagePath}</loc>${alternates(pagePath)}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** hreflang alternates of a page as an HTTP Link header (absolute URLs, known to the server at run time). */
function alternatesLink(publicUrl: string, urlPath: string): string {
  const link = (hreflang: string, lang: 'en' | 'hi') =>
    `<${publicUrl}${pathInLang(urlPath, lang)}>; rel="alternate"; hreflang="${hreflang}"`;
  return [link(HTML_LANG.en, 'en'), link(HTML_LANG.hi, 'hi'), link('x-default', 'en')].join(', ');
}

/**
 * Where an English page sends a visitor whose language is Hindi: the remembered choice (cookie) first,
 * else the browser's Accept-Language on a first visit. Hindi URLs are never redirected (links and search
 * engines land on the language they asked for).
 */
function hindiRedirect(request: FastifyRequest, urlPath: string): string | undefined {
  if (request.method !== 'GET' || langFromPath(urlPath) === 'hi') return undefined;
  // Page requests skip cookie parsing (the session plugin parses them for the API only): read this one here.
  const remembered = request.server.parseCookie(request.headers.cookie ?? '')[LANG_COOKIE];
  const lang = isLang(remembered) ? remembered : langFromAcceptLanguage(request.headers['accept-language']);
  if (lang !== 'hi') return undefined;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return `${pathInLang(urlPath, 'hi')}${query}`;
}

export interface WebPluginOptions {
  publicUrl: string;
  distDir: string;
  /** The bound on the pages held in memory (all encodings together); pages past it are sent from disk. */
  pageMemoryBytes: number;
  /** Public runtime settings exposed to the web app as /app-config.js. */
  publicConfig: Record<string, unknown>;
  /** The web app's server entry; defaults to where `npm run build` writes it. */
  ssrEntry?: string;
  /** The live catalogue that destination pages are rendered from. */
  destinations: DestinationSource;
}

const DESTINATION_PAGE = /^\/visa\/([^/]+)$/;

/**
 * Serves the built web app: hashed assets with long caching, prerendered pages as their own HTML,
 * client routes through the app shell, and a real 404 page for everything else.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: WebPluginOptions) => {
  const manifestFile = path.join(options.distDir, 'routes.json');
  const configScript = `window.__APP_CONFIG__=${JSON.stringify(options.publicConfig).replace(/</g, '\\u003c')};`;
  app.get('/app-config.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(configScript),
  );

  if (!existsSync(manifestFile)) {
    app.log.warn(`web app not built (${manifestFile} missing): only the API is served`);
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as RouteManifest;
  const prerendered = new Set(manifest.prerendered);
  const destinationPages = await loadDestinationPages({
    destinations: options.destinations,
    distDir: options.distDir,
    ssrEntry: options.ssrEntry ?? path.resolve(options.distDir, '../../.tmp/ssr/entry-server.js'),
    productName: String(options.publicConfig.productName ?? 'HelloVisa'),
    publicUrl: options.publicUrl,
  });
  if (destinationPages) app.addHook('onReady', () => destinationPages.start());
  else app.log.warn('web app built without its server entry: destination pages are served as prerendered');

  // The sitemap lists the destinations in the catalogue now, not those of the build.
  const staticSitemap = manifest.sitemap.filter(
    (urlPath) => !destinationPages || !DESTINATION_PAGE.test(pathInLang(urlPath, 'en')),
  );
  let sitemapCache: { version: number; xml: string } | undefined;
  const sitemap = () => {
    if (!destinationPages) return sitemapXml(options.publicUrl, staticSitemap);
    if (sitemapCache?.version !== destinationPages.version) {
      const live = destinationPages.paths().flatMap((englishPath) => [englishPath, pathInLang(englishPath, 'hi')]);
      sitemapCache = {
        version: destinationPages.version,
        xml: sitemapXml(options.publicUrl, [...staticSitemap, ...live]),
      };
    }
    return sitemapCache.xml;
  };
  const robots = `User-agent: *\nAllow: /\nDisallow: /account/\nDisallow: /ops\nDisallow: /api/\nSitemap: ${options.publicUrl}/sitemap.xml\n`;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap()),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: false,
    serveDotFiles: false,
    // Pages are answered from the not-found handler, where @fastify/compress adds no hook: the prerender writes
    // each page's .br and .gz twins, sent to browsers that accept them.
    preCompressed: true,
    setHeaders(res, filePath) {
      const relative = path.relative(options.distDir, filePath);
      if (relative.startsWith('assets')) res.header('cache-control', HASHED_ASSET_CACHE);
      else if (filePath.endsWith('.html') || BUILD_FILES.has(relative)) res.header('cache-control', HTML_CACHE);
      else res.header('cache-control', PUBLIC_FILE_CACHE);
    },
  });

  /** The file of a prerendered page. */
  const pageFile = (urlPath: string) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`);

  function htmlFor(urlPath: string | undefined): { file: string; status: number } {
    if (urlPath === undefined) return { file: '404.html', status: 404 };
    const hindi = langFromPath(urlPath) === 'hi';
    if (prerendered.has(urlPath)) {
      return { file: pageFile(urlPath), status: 200 };
    }
    const appPath = pathInLang(urlPath, 'en');
    // Matched as the router matches them in the browser, so the shell is sent for exactly the paths it renders.
    if (manifest.clientRoutes.some((pattern) => matchPath(pattern, appPath))) {
      return { file: hindi ? 'app-shell.hi.html' : 'app-shell.html', status: 200 };
    }
    return { file: hindi ? '404.hi.html' : '404.html', status: 404 };
  }

  // Every page htmlFor can answer, most asked first: the shells and 404 pages, then the prerendered pages (a
  // destination's prerendered page only when the live catalogue does not render it).
  const pages = new PageMemory(options.distDir, options.pageMemoryBytes);
  const { held, left } = pages.load([
    'index.html',
    'hi/index.html',
    'app-shell.html',
    'app-shell.hi.html',
    '404.html',
    '404.hi.html',
    ...manifest.prerendered
      .filter((urlPath) => !destinationPages || !DESTINATION_PAGE.test(pathInLang(urlPath, 'en')))
      .map(pageFile),
  ]);
  if (left.length > 0)
    app.log.warn(
      { held, bytes: pages.bytes, onDisk: left.length },
      'PAGE_MEMORY_MB is too small for every page: the rest are read from disk per request',
    );
  /** A page of the build: from memory, or from disk when it did not fit. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, file: string, status: number) =>
    pages.send(file, request, reply, status) ?? reply.status(status).sendFile(file);

  /** The gzipped form of each live destination page, made once per rendering of the page. */
  const gzippedPages = new Map<string, { html: string; gzipped: Buffer }>();
  const gzippedPage = (key: string, html: string) => {
    let entry = gzippedPages.get(key);
    if (entry?.html !== html) {
      entry = { html, gzipped: gzipSync(html) };
      gzippedPages.set(key, entry);
    }
    return entry.gzipped;
  };

  /** A destination page from the live catalogue; the real 404 page when no destination has the slug. */
  async function sendDestinationPage(
    request: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
    slug: string,
  ): Promise<FastifyReply> {
    const lang = langFromPath(urlPath);
    const html = await destinationPages?.html(lang, slug);
    reply.header('cache-control', HTML_CACHE).header('vary', 'Cookie, Accept-Language, Accept-Encoding');
    if (html === undefined) {
      reply.header('vary', 'Cookie, Accept-Language');
      return sendPage(request, reply, lang === 'hi' ? '404.hi.html' : '404.html', 404);
    }
    reply.header('link', alternatesLink(options.publicUrl, urlPath)).type('text/html; charset=utf-8');
    if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.send(html);
    return reply.header('content-encoding', 'gzip').send(gzippedPage(`${lang}:${slug}`, html));
  }

  app.decorate('serveWebPage', (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = normalisePath(request.url);
    const redirect = urlPath === undefined ? undefined : hindiRedirect(request, urlPath);
    if (redirect)
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'Cookie, Accept-Language')
        .redirect(redirect, 302);
    const slug = urlPath && destinationPages ? DESTINATION_PAGE.exec(pathInLang(urlPath, 'en'))?.[1] : undefined;
    if (urlPath && slug) return sendDestinationPage(request, reply, urlPath, slug);
    const { file, status } = htmlFor(urlPath);
    // The operator console is never indexed (nor prerendered, nor in the sitemap).
    if (urlPath === '/ops' || urlPath?.startsWith('/ops/')) reply.header('x-robots-tag', 'noindex, nofollow');
    if (status === 200 && urlPath && prerendered.has(urlPath)) {
      reply.header('link', alternatesLink(options.publicUrl, urlPath));
    }
    reply.header('cache-control', HTML_CACHE).header('vary', 'Cookie, Accept-Language');
    return sendPage(request, reply, file, status);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    serveWebPage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
  }
}
