import path from 'node:path';
import { escapeHtml } from '@contract/html';
import { WEB_APP_MANIFEST } from '@contract/web-manifest';

/**
 * Turns one render of the web app's server entry into a whole HTML document: the page's head (title, meta,
 * its chunks' CSS and module preloads, hreflang alternates) filled into the built template. Shared by the
 * build-time prerender and the server's live destination pages, so both send the same document.
 */

export type PageLang = 'en' | 'hi';

export interface PageMetaData {
  title: string;
  description: string;
  path?: string;
  image?: string;
  type?: string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface PageDocumentOptions {
  /** The built web/dist/index.html before any page was written into it. */
  template: string;
  manifest: ViteManifest;
  productName: string;
  publicUrl: string | undefined;
  htmlLang: Record<PageLang, string>;
  pathInLang(appPath: string, lang: PageLang): string;
}

/** JS and CSS files a chunk needs, following its static imports. */
function chunkAssets(manifest: ViteManifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
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

/**
 * Module preloads that wait for the page's first paint: the template is inert until the page's loader
 * (web/src/start-after-paint.js) adds its content to the document, as it does with the entry's scripts.
 */
function afterPaint(modules: string[]): string {
  const links = modules.map((href) => `<link rel="modulepreload" href="${href}" />`).join('');
  return `<template data-after-paint>${links}</template>`;
}

export function createPageDocument(options: PageDocumentOptions) {
  const { template, manifest, productName, publicUrl } = options;
  const notInTemplate = (file: string) => !template.includes(`/${file}"`);
  // Hindi pages load their catalogue before hydrating: preload it with the page's own chunks.
  const hindiCatalogue = manifest['src/i18n/hindi.ts']?.file;

  const langAssets = (lang: PageLang) => (lang === 'hi' && hindiCatalogue ? [afterPaint([`/${hindiCatalogue}`])] : []);

  const assetsFor = (pages: string[]) => {
    const all = { js: [] as string[], css: [] as string[] };
    for (const page of pages) {
      const found = chunkAssets(manifest, path.posix.join('src/app', page));
      all.js.push(...found.js.filter(notInTemplate));
      all.css.push(...found.css.filter(notInTemplate));
    }
    return all;
  };

  /** hreflang alternates both ways (absolute URLs, so only when the public address is known). */
  const alternatesFor = (urlPath: string): string[] => {
    if (!publicUrl) return [];
    const link = (hreflang: string, lang: PageLang) =>
      `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${publicUrl}${options.pathInLang(urlPath, lang)}`)}" />`;
    return [link(options.htmlLang.en, 'en'), link(options.htmlLang.hi, 'hi'), link('x-default', 'en')];
  };

  const headFor = (
    meta: PageMetaData | undefined,
    urlPath: string,
    assets: { js: string[]; css: string[] },
    inPageLanguage: (appPath: string) => string = (appPath) => appPath,
  ): string => {
    const title = meta
      ? meta.title.includes(productName)
        ? meta.title
        : `${meta.title} | ${productName}`
      : productName;
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
      // Open Graph wants absolute URLs: known only when the site's public address is.
      if (publicUrl) {
        const canonical = `${publicUrl}${inPageLanguage(meta.path ?? urlPath)}`;
        tags.push(
          `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
          `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
        );
      }
      if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
    }
    for (const file of new Set(assets.css)) tags.push(`<link rel="stylesheet" href="/${file}" />`);
    if (assets.js.length > 0) tags.push(afterPaint([...new Set(assets.js)].map((file) => `/${file}`)));
    return tags.join('\n    ');
  };

  const fill = (head: string, body: string, lang: PageLang = 'en') =>
    template
      .replace('<html lang="en-IN">', () => `<html lang="${options.htmlLang[lang]}">`)
      .replace(`href="/${WEB_APP_MANIFEST.en}"`, () => `href="/${WEB_APP_MANIFEST[lang]}"`)
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => body);

  /** The whole document of a page rendered at urlPath in lang (body may carry a data block after the app). */
  const pageHtml = (
    lang: PageLang,
    urlPath: string,
    render: { html: string; meta?: PageMetaData; pages: string[] },
    afterApp = '',
  ) => {
    const inLang = (appPath: string) => options.pathInLang(appPath, lang);
    const head = [
      headFor(render.meta, urlPath, assetsFor(render.pages), inLang),
      ...alternatesFor(urlPath),
      ...langAssets(lang),
    ];
    return fill(head.join('\n    '), render.html, lang).replace('</body>', () => `${afterApp}</body>`);
  };

  return { fill, headFor, assetsFor, langAssets, alternatesFor, pageHtml };
}
