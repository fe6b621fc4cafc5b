import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '@db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageDocument } from '../src/plugins/page-document';
import { freshDatabase, startTestApp, type TestApp } from './test-app';

/**
 * The installable app's files (docs/offline.md): the service worker and the manifests keep their names from build to
 * build, so they are revalidated on every request; the hashed assets they list stay cached for a year. A build of its
 * own in a temporary directory, as the client build writes these files.
 */
let dist: string;
let database: Database;
let drop: () => Promise<void>;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'hv-offline-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, 'icons'));
  await writeFile(
    path.join(dist, 'routes.json'),
    JSON.stringify({ prerendered: ['/'], clientRoutes: ['/account'], sitemap: ['/'] }),
  );
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(path.join(dist, 'sw.js'), 'self.skipWaiting();');
  await writeFile(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'HelloVisa', lang: 'en-IN' }));
  await writeFile(path.join(dist, 'manifest.hi.webmanifest'), JSON.stringify({ name: 'HelloVisa', lang: 'hi-IN' }));
  await writeFile(path.join(dist, 'assets', 'shell-abc123.js'), 'export {};');
  await writeFile(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  ({ database, drop } = await freshDatabase());
  t = await startTestApp({ WEB_DIST_DIR: dist }, { database });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  await drop?.();
  await rm(dist, { recursive: true, force: true });
});

describe('the installable app’s files', () => {
  it('revalidates the service worker and the manifests on every request', async () => {
    const worker = await fetch(`${t.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    for (const name of ['manifest.webmanifest', 'manifest.hi.webmanifest']) {
      const manifest = await fetch(`${t.url}/${name}`);
      expect(manifest.status, name).toBe(200);
      expect(manifest.headers.get('cache-control'), name).toBe('no-cache');
      expect(manifest.headers.get('content-type'), name).toMatch(/^application\/manifest\+json/);
    }
  });

  it('keeps the hashed assets for a year and the icons for a week', async () => {
    const asset = await fetch(`${t.url}/assets/shell-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${t.url}/icons/icon-192.png`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=604800');
  });
});

describe('page documents', () => {
  const page = createPageDocument({
    template:
      '<!doctype html><html lang="en-IN"><head><link rel="manifest" href="/manifest.webmanifest" /><!--app-head--></head><body><!--app-html--></body></html>',
    manifest: {},
    productName: 'HelloVisa',
    publicUrl: undefined,
    htmlLang: { en: 'en-IN', hi: 'hi' },
    pathInLang: (appPath, lang) => (lang === 'hi' ? `/hi${appPath}` : appPath),
  });

  it('link the manifest of their language', () => {
    expect(page.fill('', '', 'en')).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const hindi = page.fill('', '', 'hi');
    expect(hindi).toContain('<link rel="manifest" href="/manifest.hi.webmanifest" />');
    expect(hindi).not.toContain('href="/manifest.webmanifest"');
  });
});
