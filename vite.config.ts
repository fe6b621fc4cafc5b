import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { buildSync, transformSync } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { countryFlags } from './web/src/components/ui/flag-vite-plugin.ts';
import { markdownContent } from './web/src/features/content/markdown/vite-plugin.ts';
import { offlinePrecache } from './web/src/features/offline/offline-precache.ts';
import { shellPrecacheEntries } from './web/src/features/offline/shell-revision.ts';
import { webAppManifest } from './web/src/features/offline/vite-plugin.ts';
import { englishSections } from './web/src/i18n/vite-plugin.ts';

const productName = process.env.PRODUCT_NAME || 'HelloVisa';

/**
 * The entry's module scripts start after the first paint: Vite's `<script type="module">` tags go into an inert
 * `<template data-after-paint>`, and a small deferred classic script (web/src/start-after-paint.js, emitted under
 * a hashed name) adds them to the document once the prerendered page has been painted. The page document puts
 * the page's module preloads in the same kind of template (server/src/plugins/page-document.ts).
 */
function scriptsAfterPaint(): Plugin {
  // Sent minified (every page loads it).
  const source = transformSync(readFileSync(path.resolve('web/src/start-after-paint.js'), 'utf8'), {
    minify: true,
    target: 'es2022',
  }).code;
  const fileName = `assets/start-after-paint-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
  return {
    name: 'scripts-after-paint',
    // The browser build only: the server-side renderer's build has no page to load.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags = [...html.matchAll(moduleScript)];
        const first = tags[0];
        if (!first) return html;
        const scripts = tags.map((tag) => `<script type="module" src="${tag[1]}"></script>`).join('');
        const loader = `\n    <template data-after-paint>${scripts}</template>\n    <script defer src="/${fileName}"></script>`;
        const head = html.slice(0, first.index);
        return head + loader + html.slice(first.index).replace(moduleScript, '');
      },
    },
  };
}

/**
 * The home search's early script (web/src/search-before-hydration.ts, docs/decisions/search-before-hydration.md),
 * bundled on its own with the country matcher as a classic script under a hashed name. The prerender adds it,
 * with the country names it suggests from, to the pages that have the search (scripts/prerender.ts).
 */
function searchBeforeHydration(): Plugin {
  return {
    name: 'search-before-hydration',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle() {
      const [output] = buildSync({
        entryPoints: [path.resolve('web/src/search-before-hydration.ts')],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2022',
        write: false,
      }).outputFiles;
      if (!output) throw new Error('search-before-hydration: nothing built');
      const hash = createHash('sha256').update(output.contents).digest('hex').slice(0, 8);
      this.emitFile({ type: 'asset', fileName: `assets/search-before-hydration-${hash}.js`, source: output.text });
    },
  };
}

/**
 * The service worker (web/src/features/offline/sw.ts, docs/offline.md), built by vite-plugin-pwa with Workbox's
 * precache list: the hashed files the offline pages need (features/offline/offline-precache.ts), icons, manifests
 * and the app shells. The manifests are our own (one per language) and the worker is registered by the app itself
 * (features/offline/register.ts): the plugin writes neither.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/features/offline',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css,woff2,svg,png,webp}', 'icons/*.png', 'favicon.svg', '*.webmanifest'],
      manifestTransforms: [offlinePrecache(path.resolve('web/dist'))],
      additionalManifestEntries: shellPrecacheEntries,
    },
  });

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    markdownContent({ product: productName }),
    countryFlags(),
    englishSections(),
    scriptsAfterPaint(),
    searchBeforeHydration(),
    webAppManifest({ product: productName }),
    ...(isSsrBuild ? [] : [serviceWorker()]),
  ],
  define: { __PRODUCT_NAME__: JSON.stringify(productName) },
  resolve: {
    alias: {
      '@contract': path.resolve('contract/src'),
      '@web': path.resolve('web/src'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    // Every browser the target covers preloads modules itself (Chrome 66, Firefox 115, Safari 17).
    modulePreload: { polyfill: false },
    // Everything the entry imports statically is needed by every page: one chunk instead of ~25 small ones
    // compresses better (about 8 KB less gzipped per page) and costs fewer requests.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } },
      checks: {
        // The time Vite's own CSS and asset plugins take is no fault of ours, and the notice read like an error.
        bundlerTimings: false,
        // The server-side renderer imports the Hindi texts at once (it renders both languages); the browser
        // loads them only when asked, and its build still warns if that ever stops working.
        ineffectiveDynamicImport: !isSsrBuild,
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/app-config.js': 'http://localhost:8080',
    },
  },
}));
