import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles } from '../../src/lib/file-removal';
import { type FileStorage, fileStorage } from '../../src/lib/storage';
import { STORED_FILES } from '../../src/wiring';
import { createUser } from '../fixtures';
import { startTestApp, type TestApp } from '../test-app';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const DAY_MS = 24 * 60 * 60_000;

async function storedKeys(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the orphan file sweep', () => {
  it('removes old half-written files and old files no row names, and keeps the rest', async () => {
    const files = path.join(t.dataDir, 'files');
    const storage = fileStorage(files);
    const owner = await createUser(t);
    const form = new FormData();
    form.append('type', 'passport');
    form.append('file', new Blob([new Uint8Array(pdf)]), 'passport.pdf');
    const document = await owner.client.request('POST', '/api/documents/upload', { body: form });
    expect(document.status).toBe(201);
    const [kept] = await storedKeys(storage);
    const orphan = (await storage.put(Readable.from([pdf]))).key;
    const recent = (await storage.put(Readable.from([pdf]))).key;
    const partials = path.join(files, '.partial');
    await mkdir(partials, { recursive: true });
    await writeFile(path.join(partials, 'interrupted-long-ago'), 'half a passport');
    await writeFile(path.join(partials, 'still-being-written'), 'half a passport');

    const now = new Date();
    const twoDaysAgo = new Date(now.getTime() - 2 * DAY_MS);
    for (const file of [kept!, orphan].map((key) => path.join(files, key.slice(0, 2), key))) {
      await utimes(file, twoDaysAgo, twoDaysAgo);
    }
    await utimes(path.join(partials, 'interrupted-long-ago'), twoDaysAgo, twoDaysAgo);

    expect(await sweepOrphanFiles(t.database.db, storage, STORED_FILES, { now })).toBe(2);
    expect(await storedKeys(storage)).toEqual([kept!, recent].sort());
    expect(await readdir(partials)).toEqual(['still-being-written']);
    expect((await owner.client.get(`/api/documents/${document.body.id}/file`)).status).toBe(200);
  });
});
