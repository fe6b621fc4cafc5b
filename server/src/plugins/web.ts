import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Written by the prerender step: which paths have their own HTML and which are client-rendered. */
interface RouteManifest {
  prerendered: string[];
  /** Client-only route patterns, e.g. "/account/*" or "/login". */
  clientRoutes: string[];
  /** Public pages listed in sitemap.xml. */
  sitemap: string[];
}

const HTML_CACHE = 'no-cache';
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const PUBLIC_FILE_CACHE = 'public, max-age=604800';

function matchesPattern(urlPath: string, pattern: string): boolean {
  if (pattern.endsWith('/*')) return urlPath.startsWith(pattern.slice(0, -1)) || urlPath === pattern.slice(0, -2);
  return urlPath === pattern;
}

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

function sitemapXml(publicUrl: string, pagePaths: string[]): string {
  const urls = pagePaths.map((pagePath) => `  <url><loc>${publicUrl}${pagePath === '/' ? '/' : pagePath}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export interface WebPluginOptions {
  publicUrl: string;
  distDir: string;
  /** Public runtime settings exposed to the web app as /app-config.js. */
  publicConfig: Record<string, unknown>;
}

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
  const sitemap = sitemapXml(options.publicUrl, manifest.sitemap);
  const robots = `User-agent: *\nAllow: /\nDisallow: /account/\nDisallow: /api/\nSitemap: ${options.publicUrl}/sitemap.xml\n`;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: false,
    serveDotFiles: false,
    setHeaders(res, filePath) {
      const relative = path.relative(options.distDir, filePath);
      if (relative.startsWith('assets')) res.header('cache-control', HASHED_ASSET_CACHE);
      else if (filePath.endsWith('.html')) res.header('cache-control', HTML_CACHE);
      else res.header('cache-control', PUBLIC_FILE_CACHE);
    },
  });

  function htmlFor(urlPath: string | undefined): { file: string; status: number } {
    if (urlPath === undefined) return { file: '404.html', status: 404 };
    if (prerendered.has(urlPath)) {
      return { file: urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`, status: 200 };
    }
    if (manifest.clientRoutes.some((pattern) => matchesPattern(urlPath, pattern))) {
      return { file: 'app-shell.html', status: 200 };
    }
    return { file: '404.html', status: 404 };
  }

  app.decorate('serveWebPage', (request: FastifyRequest, reply: FastifyReply) => {
    const { file, status } = htmlFor(normalisePath(request.url));
    return reply.status(status).header('cache-control', HTML_CACHE).sendFile(file);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    serveWebPage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}
