import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, statfs, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../fixtures';
import { startTestApp, type TestApp, type TestClient } from '../test-app';

const run = promisify(execFile);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

function uploadDocument(client: TestClient) {
  const form = new FormData();
  form.append('type', 'passport');
  form.append('file', new Blob([new Uint8Array(Buffer.concat([pdf, Buffer.alloc(64 * 1024)]))]), 'passport.pdf');
  return client.request('POST', '/api/documents/upload', { body: form });
}

/** Mounting a small filesystem needs root (as in CI's container); elsewhere this file has nothing to run. */
const canMount = process.getuid?.() === 0;

describe.runIf(canMount)('the data directory’s disk full', () => {
  let mountPoint: string;
  let t: TestApp;

  beforeAll(async () => {
    mountPoint = await mkdtemp(path.join(os.tmpdir(), 'hv-full-disk-'));
    await run('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint]);
    t = await startTestApp({ DATA_DIR: mountPoint });
  });
  afterAll(async () => {
    await t?.close().catch(() => {});
    await run('umount', [mountPoint]).catch(() => {});
    await rm(mountPoint, { recursive: true, force: true });
  });

  it('answers uploads 507 promptly, health 503 with the disk down, and accepts them again once there is room', async () => {
    const user = await createUser(t);
    const filler = path.join(mountPoint, 'filler');
    const { bavail, bsize } = await statfs(mountPoint);
    await writeFile(filler, Buffer.alloc(bavail * bsize)).catch(() => {});

    const uploads = await Promise.all(Array.from({ length: 6 }, () => uploadDocument(user.client)));
    for (const upload of uploads) {
      expect(upload.status).toBe(507);
      expect(upload.body).toEqual({
        code: 'INSUFFICIENT_STORAGE',
        error: 'The server has run out of space to store files. Please try again later.',
      });
    }
    expect(await readdir(path.join(mountPoint, 'files', '.partial'))).toEqual([]);
    const health = await t.client().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'down', disk: { status: 'down', freeBytes: 0 } });
    expect(health.body.problems).toEqual(['The disk of the data directory is full.']);

    await rm(filler);
    expect((await uploadDocument(user.client)).status).toBe(201);
    expect((await t.client().get('/api/health')).body).toMatchObject({ status: 'ok', disk: { status: 'up' } });
  }, 60_000);
});
