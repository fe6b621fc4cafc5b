import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the service worker precaches besides the app shells, icons and manifests (docs/offline.md): the files the
 * pages of the offline promise need, and no more. Every other hashed file (a destination's facts, the console,
 * the apply form…) is cached by the worker when a page first uses it. Precaching all ~320 of them right after the
 * first visit cost the home page its Lighthouse 100.
 */

/** The page modules (under web/src/app) that open with no connection. */
export const OFFLINE_PAGES = [
  // The installed app opens on the home page; signed out, the account pages show the login form.
  'routes/home/home-page.tsx',
  'routes/auth/login-page.tsx',
  'routes/not-found-page.tsx',
  // A traveller's applications (their answers are kept by the worker: personal-api.ts).
  'routes/account/visa-history-page.tsx',
  'routes/account/saved-applications-page.tsx',
  'routes/account/application-page.tsx',
  // The static pages.
  'routes/content/about-page.tsx',
  'routes/contact/contact-page.tsx',
  'routes/content/careers-page.tsx',
  'routes/content/privacy-page.tsx',
  'routes/content/terms-page.tsx',
  'routes/content/refund-policy-page.tsx',
  'routes/content/on-time-page.tsx',
  'routes/content/grievance-page.tsx',
] as const;

interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

/** A page module of the router (routes.tsx loads every one of them lazily); the rest of the app is not a page. */
const isPageModule = (key: string) => key.startsWith('src/app/routes/');

/**
 * The hashed files (paths under dist, as Workbox names them) that the entry and the offline pages need: the files
 * the built index.html loads, the chunks they import, the entry's own lazy parts that are not pages (the footer,
 * which marks the page ready, the notification bell, the Hindi catalogue) and each offline page's chunks and CSS.
 */
export function offlineAssets(distDir: string, pages: readonly string[] = OFFLINE_PAGES): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const files = new Set<string>();
  const seen = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) add(imported);
  };

  const loaded = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
  const entries = loaded.filter((file) => byFile.has(file)).map((file) => byFile.get(file) ?? '');
  if (entries.length === 0) throw new Error(`${distDir}/index.html loads no chunk of the build's manifest`);
  for (const file of loaded) files.add(file);
  for (const key of entries) {
    add(key);
    for (const lazy of manifest[key]?.dynamicImports ?? []) if (!isPageModule(lazy)) add(lazy);
  }
  for (const page of pages) add(path.posix.join('src/app', page));
  return files;
}

/**
 * Workbox's manifestTransform for the worker's build: keeps the offline files of `assets/` and everything else the
 * glob found (icons, favicon, manifests); the app shells are added afterwards (additionalManifestEntries).
 */
export const offlinePrecache =
  (distDir: string) =>
  async <Entry extends { url: string }>(entries: Entry[]) => {
    const needed = offlineAssets(distDir);
    const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || needed.has(entry.url));
    const missing = [...needed].filter((file) => !manifest.some((entry) => entry.url === file));
    if (missing.length) throw new Error(`The offline pages need files the precache glob missed: ${missing.join(', ')}`);
    return { manifest, warnings: [] };
  };
