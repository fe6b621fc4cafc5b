import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Database } from '@db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, PageMemory } from '../src/plugins/page-memory';
import { freshDatabase, startTestApp, type TestApp } from './test-app';

/**
 * Prerendered pages are answered from memory (issue 33). A build of its own in a temporary directory: a
 * few pages with their Brotli and gzip twins, as the prerender writes them.
 */
let dist: string;
let database: Database;
let drop: () => Promise<void>;
let t: TestApp;

const html = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${'x'.repeat(2000)}</body></html>`;
async function writePage(file: string, content: string, modified = new Date('2026-11-20T10:00:00Z')) {
  const full = path.join(dist, file);
  await writeFile(full, content);
  await writeFile(`${full}.br`, brotliCompressSync(content));
  await writeFile(`${full}.gz`, gzipSync(content));
  for (const name of [full, `${full}.br`, `${full}.gz`]) await utimes(name, modified, modified);
}

/** A raw answer: the bytes as sent (fetch would decode them), with the request's own Accept-Encoding. */
function get(urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${t.url}${urlPath}`, { headers: { 'accept-language': 'en', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'hv-dist-'));
  await writeFile(
    path.join(dist, 'routes.json'),
    JSON.stringify({ prerendered: ['/'], clientRoutes: ['/account'], sitemap: ['/'] }),
  );
  await writePage('index.html', html('Home, first build'));
  await writePage('app-shell.html', html('Shell'));
  await writePage('404.html', html('Not found'));
  ({ database, drop } = await freshDatabase());
  t = await startTestApp({ WEB_DIST_DIR: dist }, { database });
});
afterAll(async () => {
  await t?.close();
  await database?.close();
  await drop?.();
  await rm(dist, { recursive: true, force: true });
});

describe('pages from memory', () => {
  it('sends the encoding the browser accepts, with validators, and 304 when its copy is current', async () => {
    const brotli = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotli.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(brotli.headers['last-modified']).toBe('Fri, 20 Nov 2026 10:00:00 GMT');
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brotli.body).toString()).toContain('Home, first build');
    const etag = String(brotli.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);

    const gzip = await get('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toContain('Home, first build');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('Home, first build');
    expect(new Set([etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);

    const current = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(current.status).toBe(304);
    expect(current.body.length).toBe(0);
    expect(current.headers.etag).toBe(etag);
    // A weak form of the tag, or one among others, matches too; another tag does not.
    expect((await get('/', { 'if-none-match': `"other", W/${plain.headers.etag}` })).status).toBe(304);
    expect((await get('/', { 'if-none-match': '"other"' })).status).toBe(200);
    // If-Modified-Since counts only without If-None-Match.
    expect((await get('/', { 'if-modified-since': 'Fri, 20 Nov 2026 10:00:00 GMT' })).status).toBe(304);
    expect((await get('/', { 'if-modified-since': 'Thu, 19 Nov 2026 10:00:00 GMT' })).status).toBe(200);
    expect(
      (await get('/', { 'if-modified-since': 'Fri, 20 Nov 2026 10:00:00 GMT', 'if-none-match': '"other"' })).status,
    ).toBe(200);
  });

  it('answers client routes with the shell and unknown paths with the 404 page, never a 304 for a 404', async () => {
    const shell = await get('/account', { 'accept-encoding': 'gzip' });
    expect(shell.status).toBe(200);
    expect(gunzipSync(shell.body).toString()).toContain('Shell');
    const missing = await get('/no-such-page', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(brotliDecompressSync(missing.body).toString()).toContain('Not found');
    expect((await get('/no-such-page', { 'if-none-match': String(missing.headers.etag) })).status).toBe(404);
  });

  it('does not read the disk per request, and serves a rebuilt page fresh after a restart', async () => {
    const before = await get('/', { 'accept-encoding': 'br' });
    await writePage('index.html', html('Home, second build'), new Date('2026-11-21T10:00:00Z'));
    // Still the page read at start: the files are not opened again.
    const held = await get('/', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(held.body).toString()).toContain('Home, first build');

    await t.close();
    t = await startTestApp({ WEB_DIST_DIR: dist }, { database });
    const fresh = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(before.headers.etag) });
    expect(fresh.status).toBe(200);
    expect(brotliDecompressSync(fresh.body).toString()).toContain('Home, second build');
    expect(fresh.headers['last-modified']).toBe('Sat, 21 Nov 2026 10:00:00 GMT');
    expect(fresh.headers.etag).not.toBe(before.headers.etag);
  });

  it('holds pages up to its bound in bytes and leaves the rest on disk', () => {
    const all = new PageMemory(dist, 1024 * 1024);
    expect(all.load(['index.html', 'app-shell.html', '404.html'])).toEqual({ held: 3, left: [] });
    const oneHeld = new PageMemory(dist, all.bytes / 2);
    expect(oneHeld.load(['index.html', 'app-shell.html', '404.html'])).toEqual({
      held: 1,
      left: ['app-shell.html', '404.html'],
    });
    expect(oneHeld.bytes).toBeLessThanOrEqual(all.bytes / 2);
  });
});

describe('chooseEncoding', () => {
  const all = new Set(['br', 'gzip', 'identity'] as const);
  it('prefers Brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', all)).toBe('br');
    expect(chooseEncoding('gzip', all)).toBe('gzip');
    expect(chooseEncoding('br;q=0, *', all)).toBe('gzip');
    expect(chooseEncoding('*;q=0', all)).toBe('identity');
    expect(chooseEncoding(undefined, all)).toBe('identity');
    expect(chooseEncoding('br', new Set(['gzip', 'identity'] as const))).toBe('identity');
  });
});
