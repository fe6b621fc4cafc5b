import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHeader } from '../../src/lib/file-encryption';
import { restartableServers } from '../restartable-servers';
import { freePort, runAdminCli, signUpOn, startServer } from '../server-process';

const masterKey = (id: string, byte: number) => `${id}:${Buffer.alloc(32, byte).toString('base64')}`;
const K2 = masterKey('k2', 2);
const pdf = Buffer.from('%PDF-1.4\n% PASSPORT NO. Z7654321\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');

async function storedFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('.partial'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function openToOthers(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const open: string[] = [];
  for (const entry of entries) {
    const target = path.join(entry.parentPath, entry.name);
    const info = await lstat(target);
    if (!info.isSymbolicLink() && (info.mode & 0o077) !== 0) open.push(target);
  }
  return open;
}

describe('npm run admin -- rotate-file-keys, as an operator runs it', () => {
  const start = restartableServers({});

  it('re-wraps every file under the new key with the server stopped, and the server then needs the new key only', async () => {
    const first = await start(await freePort());
    const cookie = await signUpOn(first, 'rotate-cli@example.com');
    const form = new FormData();
    form.append('type', 'passport');
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'passport.pdf');
    const upload = await fetch(`${first.url}/api/documents/upload`, {
      method: 'POST',
      headers: { cookie, origin: first.url },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { id } = (await upload.json()) as { id: string };
    await first.stop();
    const [file] = await storedFiles(first.dataDir);
    expect(parseHeader('x', await readFile(file!)).keyId).toBe('local-1');

    // The generated key is listed under its id beside the new one, as an operator moving to configured keys would.
    const generated = (await readFile(path.join(first.dataDir, 'files-master-key'), 'utf8')).trim();
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: first.dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      FILES_MASTER_KEYS: `${generated},${K2}`,
      FILES_MASTER_KEY_ID: 'k2',
    };
    const rotated = await runAdminCli(['rotate-file-keys'], env);
    expect(rotated.code).toBe(0);
    expect(rotated.stdout).toContain(
      "1 re-wrapped under 'k2', 0 encrypted (stored before encryption), 0 already under 'k2'.",
    );
    expect(rotated.stdout).toContain('other keys may be removed from FILES_MASTER_KEYS');
    expect(parseHeader('x', await readFile(file!)).keyId).toBe('k2');
    expect(await openToOthers(path.join(first.dataDir, 'db'))).toEqual([]);

    const again = await runAdminCli(['rotate-file-keys', '--json'], env);
    expect(JSON.parse(again.stdout)).toMatchObject({ currentKeyId: 'k2', rewrapped: 0, current: 1 });

    const withNewKeyOnly = await startServer({
      port: await freePort(),
      dataDir: first.dataDir,
      env: { FILES_MASTER_KEYS: K2 },
    });
    try {
      const download = await fetch(`${withNewKeyOnly.url}/api/documents/${id}/file`, { headers: { cookie } });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    } finally {
      await withNewKeyOnly.stop();
    }
  }, 240_000);
});
