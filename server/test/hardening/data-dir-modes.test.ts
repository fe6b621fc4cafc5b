import { chmod, lstat, readdir, readFile, readlink, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restartableServers } from '../restartable-servers';
import { freePort, type RunningServer, signUpOn } from '../server-process';

const start = restartableServers({});
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Every path under the directory (itself included) whose mode lets its group or others in. */
async function openToOthers(dataDir: string): Promise<string[]> {
  const open: string[] = [];
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  for (const target of [dataDir, ...entries.map((entry) => path.join(entry.parentPath, entry.name))]) {
    const info = await lstat(target);
    if (!info.isSymbolicLink() && (info.mode & 0o077) !== 0) open.push(`${target} ${(info.mode & 0o777).toString(8)}`);
  }
  return open;
}

async function kinds(dataDir: string) {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  const under = (folder: string) => entries.filter((entry) => entry.isFile() && entry.parentPath.includes(folder));
  return { db: under(`${path.sep}db`).length, outbox: under('outbox').length, files: under('files').length };
}

/** A traveller signs up (outbox messages) and uploads a passport (a stored file). */
async function useServer(server: RunningServer, email: string) {
  const cookie = await signUpOn(server, email);
  const form = new FormData();
  form.append('type', 'passport');
  form.append('file', new Blob([new Uint8Array(pdf)]), 'passport.pdf');
  const upload = await fetch(`${server.url}/api/documents/upload`, {
    method: 'POST',
    headers: { cookie, origin: server.url },
    body: form,
  });
  expect(upload.status).toBe(201);
}

describe('the data directory is private to the server’s own user', () => {
  let first: RunningServer;

  it('creates a fresh data directory 0700 and writes database, outbox and uploaded files owner-only', async () => {
    first = await start(await freePort());
    await useServer(first, 'modes-fresh@example.com');
    expect((await lstat(first.dataDir)).mode & 0o777).toBe(0o700);
    const written = await kinds(first.dataDir);
    expect(written.db).toBeGreaterThan(100);
    expect(written.outbox).toBeGreaterThan(0);
    expect(written.files).toBe(1);
    expect(await openToOthers(first.dataDir)).toEqual([]);
    const channel = await lstat(path.join(first.dataDir, 'admin-channel.json'));
    expect(channel.mode & 0o777).toBe(0o600);
  }, 120_000);

  it('tightens a pre-existing directory left open to others, and replaces a planted channel link', async () => {
    await first.stop();
    const { dataDir } = first;
    const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
    await chmod(dataDir, 0o755);
    for (const entry of entries) {
      await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o666);
    }
    expect((await openToOthers(dataDir)).length).toBeGreaterThan(100);
    const elsewhere = path.join(os.tmpdir(), `hv-planted-${process.pid}`);
    await writeFile(elsewhere, 'not the server’s', { mode: 0o644 });
    await symlink(elsewhere, path.join(dataDir, 'admin-channel.json'));

    const second = await start(await freePort(), dataDir);
    await useServer(second, 'modes-again@example.com');
    expect(await openToOthers(dataDir)).toEqual([]);
    const channel = await lstat(path.join(dataDir, 'admin-channel.json'));
    expect(channel.isSymbolicLink()).toBe(false);
    expect(channel.mode & 0o777).toBe(0o600);
    expect(await readFile(elsewhere, 'utf8')).toBe('not the server’s');
    expect((await lstat(elsewhere)).mode & 0o777).toBe(0o644);
    await expect(readlink(path.join(dataDir, 'admin-channel.json'))).rejects.toThrow();
  }, 120_000);
});
