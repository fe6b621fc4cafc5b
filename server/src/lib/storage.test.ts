import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../test/s3-server';
import { LocalObjectStore } from './object-store';
import { S3ObjectStore } from './s3-object-store';
import { EncryptedFileStorage, type FileStorage } from './storage';

const keyring = { keys: new Map([['test-1', randomBytes(32)]]), currentId: 'test-1' };

const S3_PORT = 18701;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream that yields some bytes and then fails, like an upload cut off mid-way. */
function failingStream(): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error('connection reset');
    })(),
  );
}

interface Backend {
  name: string;
  setUp(): Promise<{ open: () => FileStorage; stored: () => Promise<number>; tearDown: () => Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'local disk',
    async setUp() {
      const root = await mkdtemp(path.join(os.tmpdir(), 'hv-storage-'));
      const stored = async () => {
        const fanOut = await readdir(root).catch(() => [] as string[]);
        const files = await Promise.all(fanOut.map((dir) => readdir(path.join(root, dir))));
        return files.flat().length;
      };
      return {
        open: () => new EncryptedFileStorage(new LocalObjectStore(root), keyring),
        stored,
        tearDown: () => rm(root, { recursive: true }),
      };
    },
  },
  {
    name: 'S3-compatible bucket',
    async setUp() {
      const s3: LocalS3 = await startLocalS3(S3_PORT);
      const opened: S3ObjectStore[] = [];
      const open = () => {
        const store = new S3ObjectStore({
          bucket: s3.bucket,
          endpoint: s3.endpoint,
          region: 'us-east-1',
          accessKeyId: s3.env.S3_ACCESS_KEY_ID,
          secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: true,
          timeoutMs: 5000,
        });
        opened.push(store);
        return new EncryptedFileStorage(store, keyring);
      };
      const tearDown = async () => {
        for (const store of opened) store.close();
        await s3.close();
      };
      return { open, stored: async () => (await s3.keys()).length, tearDown };
    },
  },
];

describe.each(backends)('file storage on $name', (backend) => {
  let env: Awaited<ReturnType<Backend['setUp']>>;
  let storage: FileStorage;
  beforeAll(async () => {
    env = await backend.setUp();
    storage = env.open();
  });
  afterAll(() => env.tearDown());

  it('stores a stream under a new random key and gives the same bytes back', async () => {
    const data = randomBytes(200_000);
    const { key, size } = await storage.put(Readable.from([data.subarray(0, 1000), data.subarray(1000)]));
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(size).toBe(data.length);
    const file = await storage.get(key);
    expect(file?.size).toBe(data.length);
    expect((await readAll(file!.stream)).equals(data)).toBe(true);
    await storage.remove(key);
  });

  it('streams a file larger than one upload part (12 MB) both ways', async () => {
    const data = randomBytes(12 * 1024 * 1024);
    const chunks = Array.from({ length: 12 }, (_, i) => data.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    const { key, size } = await storage.put(Readable.from(chunks));
    expect(size).toBe(data.length);
    const file = await storage.get(key);
    expect((await readAll(file!.stream)).equals(data)).toBe(true);
    await storage.remove(key);
  }, 60_000);

  it('answers undefined for a missing or malformed key, and removing one is not an error', async () => {
    expect(await storage.get('A'.repeat(32))).toBeUndefined();
    expect(await storage.get('../../etc/passwd')).toBeUndefined();
    await expect(storage.remove('B'.repeat(32))).resolves.toBeUndefined();
    await expect(storage.remove('../x')).resolves.toBeUndefined();
  });

  it('removes a file for good', async () => {
    const { key } = await storage.put(Readable.from([Buffer.from('short-lived')]));
    await storage.remove(key);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('leaves nothing behind when the incoming stream fails', async () => {
    const before = await env.stored();
    await expect(storage.put(failingStream())).rejects.toThrow(/connection reset/);
    expect(await env.stored()).toBe(before);
  });

  it('lets a second storage over the same place (another process) read and delete what the first wrote', async () => {
    const other = env.open();
    const { key } = await storage.put(Readable.from([Buffer.from('shared between processes')]));
    const file = await other.get(key);
    expect(await text(file!.stream)).toBe('shared between processes');
    await other.remove(key);
    expect(await storage.get(key)).toBeUndefined();
  });
});
