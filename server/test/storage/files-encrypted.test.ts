import { randomBytes } from 'node:crypto';
import { lstat, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { Database } from '@db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../src/admin/commands';
import { parseHeader } from '../../src/lib/file-encryption';
import { GENERATED_KEY_FILE, resolveFileKeyring } from '../../src/lib/file-keys';
import { createUser, type TestUser } from '../fixtures';
import { type LocalS3, startLocalS3 } from '../s3-server';
import { freePort } from '../server-process';
import { freshDatabase, HINDI_BROWSER, startTestApp, type TestApp, type TestClient } from '../test-app';

const S3_PORT = 18704;
const masterKey = (id: string, byte: number) => `${id}:${Buffer.alloc(32, byte).toString('base64')}`;
const K1 = masterKey('k1', 1);
const K2 = masterKey('k2', 2);

/** A passport scan: a PDF with a line anyone would recognise, and enough bytes for several segments. */
const MARKER = 'PASSPORT NO. Z1234567 PRIYA SHARMA';
const passport = Buffer.concat([
  Buffer.from(`%PDF-1.4\n% ${MARKER}\n`),
  randomBytes(150_000),
  Buffer.from(`\n% ${MARKER}\n%%EOF\n`),
]);

function upload(client: TestClient, file = passport) {
  const form = new FormData();
  form.append('type', 'passport');
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'passport.pdf');
  return client.request('POST', '/api/documents/upload', { body: form });
}

/** The downloaded bytes, as the browser receives them. */
async function download(client: TestClient, id: string) {
  const response = await fetch(new URL(`/api/documents/${id}/file`, client.baseUrl), {
    headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, json: () => JSON.parse(body.toString('utf8')) };
}

/** Whether any 24-byte run of the upload appears in the stored bytes (the whole file, sampled every 4 KiB). */
function revealsUpload(stored: Buffer, uploaded: Buffer): boolean {
  if (stored.includes(MARKER)) return true;
  for (let at = 0; at + 24 <= uploaded.length; at += 4096) {
    if (stored.includes(uploaded.subarray(at, at + 24))) return true;
  }
  return false;
}

const rotate = (t: TestApp) =>
  COMMANDS['rotate-file-keys']!.run(t.database, { args: [], options: {}, config: t.app.config });

/** The same traveller's cookies on another server (same database). */
function clientOn(t: TestApp, user: TestUser): TestClient {
  const client = t.client();
  for (const [name, value] of user.client.cookies) client.cookies.set(name, value);
  return client;
}

describe('files encrypted on local disk', () => {
  let t: TestApp;
  let user: TestUser;
  const stored = async (documentId: string) => {
    const [row] = (await t.database.query('select storage_key from documents where id = $1', [documentId])).rows;
    const key = String(row?.storage_key);
    return path.join(t.dataDir, 'files', key.slice(0, 2), key);
  };

  beforeAll(async () => {
    t = await startTestApp({ FILES_MASTER_KEYS: K1 });
    user = await createUser(t);
  });
  afterAll(() => t.close());

  it('keeps none of the uploaded bytes in the file on disk, and the download gives them back', async () => {
    const uploaded = await upload(user.client);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.size).toBe(passport.length);
    const raw = await readFile(await stored(uploaded.body.id));
    expect(revealsUpload(raw, passport)).toBe(false);
    expect(parseHeader('x', raw).keyId).toBe('k1');
    const file = await download(user.client, uploaded.body.id);
    expect(file.status).toBe(200);
    expect(file.body.equals(passport)).toBe(true);
  });

  it('answers 422 with the error envelope for a file changed on disk, and keeps serving the others', async () => {
    const intact = await upload(user.client);
    for (const offset of [40, 90_000, -5]) {
      const tampered = await upload(user.client);
      const file = await stored(tampered.body.id);
      const raw = await readFile(file);
      raw[offset < 0 ? raw.length + offset : offset]! ^= 0x01;
      await writeFile(file, raw);
      const answer = await download(user.client, tampered.body.id);
      expect(answer.status).toBe(422);
      expect(answer.json()).toEqual({
        code: 'UNPROCESSABLE',
        error: 'This file failed its integrity check and cannot be opened. Please upload it again, or contact support.',
      });
    }
    expect((await download(user.client, intact.body.id)).body.equals(passport)).toBe(true);
  });

  it('tells a Hindi reader the same in Hindi', async () => {
    const tampered = await upload(user.client);
    const file = await stored(tampered.body.id);
    const raw = await readFile(file);
    raw[raw.length - 1]! ^= 0x01;
    await writeFile(file, raw);
    const answer = await user.client.get(`/api/documents/${tampered.body.id}/file`, HINDI_BROWSER);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toContain('अखंडता जाँच');
  });

  it('reads a file stored before encryption as it is, and rotate-file-keys encrypts it', async () => {
    const uploaded = await upload(user.client);
    const file = await stored(uploaded.body.id);
    await writeFile(file, passport);
    expect((await download(user.client, uploaded.body.id)).body.equals(passport)).toBe(true);

    const result = await rotate(t);
    expect(result.data).toMatchObject({ encrypted: 1, rewrapped: 0, failed: 0 });
    expect(revealsUpload(await readFile(file), passport)).toBe(false);
    expect((await download(user.client, uploaded.body.id)).body.equals(passport)).toBe(true);
    expect((await rotate(t)).data).toMatchObject({ encrypted: 0, rewrapped: 0 });
  });
});

describe('FILES_REFUSE_PLAINTEXT=1, once every old file is encrypted', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('refuses an object without the encryption header (a plaintext one put in its place) with 422', async () => {
    t = await startTestApp({ FILES_MASTER_KEYS: K1, FILES_REFUSE_PLAINTEXT: '1' });
    const user = await createUser(t);
    const uploaded = await upload(user.client);
    const [row] = (await t.database.query('select storage_key from documents where id = $1', [uploaded.body.id])).rows;
    const key = String(row?.storage_key);
    await writeFile(path.join(t.dataDir, 'files', key.slice(0, 2), key), passport);
    const answer = await download(user.client, uploaded.body.id);
    expect(answer.status).toBe(422);
    expect(answer.json().code).toBe('UNPROCESSABLE');
  });
});

describe('a master key made for the quick start', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('is generated once into DATA_DIR, owner-only, when FILES_MASTER_KEYS is unset', async () => {
    t = await startTestApp();
    const keyFile = path.join(t.dataDir, GENERATED_KEY_FILE);
    expect((await lstat(keyFile)).mode & 0o777).toBe(0o600);
    expect(await readFile(keyFile, 'utf8')).toMatch(/^local-1:[A-Za-z0-9+/]{43}=\n$/);
    const user = await createUser(t);
    const uploaded = await upload(user.client);
    expect((await download(user.client, uploaded.body.id)).body.equals(passport)).toBe(true);
    const entries = await readdir(path.join(t.dataDir, 'files'), { recursive: true, withFileTypes: true });
    const [stored] = entries.filter((entry) => entry.isFile());
    expect(revealsUpload(await readFile(path.join(stored!.parentPath, stored!.name)), passport)).toBe(false);

    const again = await resolveFileKeyring(undefined, t.dataDir);
    expect(again.keyring.keys.get('local-1')?.toString('base64')).toBe(
      (await readFile(keyFile, 'utf8')).trim().split(':')[1],
    );
  });
});

describe('files encrypted in an S3 bucket, through a master key rotation', () => {
  let s3: LocalS3;
  let database: Database;
  let drop: () => Promise<void>;
  let user: TestUser;
  let documentId: string;
  let objectKey: string;

  /** A server on the shared database and bucket with these keys; its error log is returned too. */
  async function serverWith(env: Record<string, string>) {
    const log = new PassThrough();
    const lines: string[] = [];
    log.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    const t = await startTestApp(
      { ...s3.env, LOG_LEVEL: 'error', LOG_FORMAT: 'json', ...env },
      { database, logStream: log },
    );
    return { t, log: () => lines.join('') };
  }

  beforeAll(async () => {
    s3 = await startLocalS3(S3_PORT);
    ({ database, drop } = await freshDatabase());
  });
  afterAll(async () => {
    await database.close();
    await drop();
    await s3.close();
  });

  it('keeps none of the uploaded bytes in the object, and the download gives them back', async () => {
    const { t } = await serverWith({ FILES_MASTER_KEYS: K1 });
    try {
      user = await createUser(t);
      const uploaded = await upload(user.client);
      expect(uploaded.status).toBe(201);
      documentId = uploaded.body.id;
      const keys = await s3.keys();
      expect(keys).toHaveLength(1);
      objectKey = keys[0]!;
      const raw = await s3.object(objectKey);
      expect(revealsUpload(raw, passport)).toBe(false);
      expect(parseHeader(objectKey, raw).keyId).toBe('k1');
      expect((await download(user.client, documentId)).body.equals(passport)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('re-wraps the data key under the new key without re-encrypting the body, once, and the old key can go', async () => {
    const before = await s3.object(objectKey);
    const { t } = await serverWith({ FILES_MASTER_KEYS: `${K1},${K2}`, FILES_MASTER_KEY_ID: 'k2' });
    try {
      const client = clientOn(t, user);
      expect((await download(client, documentId)).body.equals(passport)).toBe(true);
      const first = await rotate(t);
      expect(first.data).toMatchObject({ currentKeyId: 'k2', rewrapped: 1, encrypted: 0, current: 0, failed: 0 });
      expect(first.text).toContain('other keys may be removed from FILES_MASTER_KEYS');
      expect((await rotate(t)).data).toMatchObject({ rewrapped: 0, current: 1 });
    } finally {
      await t.close();
    }
    const after = await s3.object(objectKey);
    const [oldHeader, newHeader] = [parseHeader(objectKey, before), parseHeader(objectKey, after)];
    expect(newHeader.keyId).toBe('k2');
    expect(after.subarray(newHeader.bytes).equals(before.subarray(oldHeader.bytes))).toBe(true);

    const { t: withNewKeyOnly } = await serverWith({ FILES_MASTER_KEYS: K2 });
    try {
      expect((await download(clientOn(withNewKeyOnly, user), documentId)).body.equals(passport)).toBe(true);
    } finally {
      await withNewKeyOnly.close();
    }
  });

  it.each([
    ['a key id it does not list', K1, "encrypted under master key 'k2', which FILES_MASTER_KEYS does not list"],
    ['another key under the same id', masterKey('k2', 9), 'wrong FILES_MASTER_KEYS value'],
  ])('answers 503 and logs the reason when the server holds %s', async (_case, keys, reason) => {
    const { t, log } = await serverWith({ FILES_MASTER_KEYS: keys });
    try {
      const answer = await download(clientOn(t, user), documentId);
      expect(answer.status).toBe(503);
      expect(answer.json()).toEqual({
        code: 'UNAVAILABLE',
        error: 'This file cannot be opened right now. Our team has been alerted.',
      });
      expect(answer.body.includes(MARKER)).toBe(false);
      expect(log()).toContain(reason);
    } finally {
      await t.close();
    }
  });

  it('asks the bucket for its own server-side encryption on every write when S3_SSE is set', async () => {
    const headers: Array<Record<string, unknown>> = [];
    const target = new URL(s3.endpoint);
    // A hop in front of the bucket that notes what each write asked for.
    const proxy = createServer((incoming, outgoing) => {
      if (incoming.method === 'PUT' || incoming.method === 'POST') headers.push(incoming.headers);
      const forwarded = request(
        {
          host: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forwarded);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    const { t } = await serverWith({
      FILES_MASTER_KEYS: K1,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_SSE: 'aws:kms',
      S3_SSE_KMS_KEY_ID: 'alias/hv-files',
    });
    try {
      const owner = await createUser(t);
      const uploaded = await upload(owner.client);
      expect(uploaded.status).toBe(201);
      expect((await download(owner.client, uploaded.body.id)).body.equals(passport)).toBe(true);
      expect(headers.length).toBeGreaterThan(0);
      for (const sent of headers) {
        expect(sent['x-amz-server-side-encryption']).toBe('aws:kms');
        expect(sent['x-amz-server-side-encryption-aws-kms-key-id']).toBe('alias/hv-files');
      }
    } finally {
      await t.close();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
