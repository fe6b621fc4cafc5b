/**
 * What encrypting stored files costs (docs/decisions/files-encrypted-at-rest.md): a 5 MB file written and read
 * through the encrypted storage against the bare store underneath (what storage did before), on local disk and
 * on a local S3-compatible server (s3rver). Alternating rounds, median of each. `npx tsx bench/file-encryption.ts`
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomToken } from '../server/src/lib/ids';
import { LocalObjectStore, type ObjectStore } from '../server/src/lib/object-store';
import { S3ObjectStore } from '../server/src/lib/s3-object-store';
import { EncryptedFileStorage } from '../server/src/lib/storage';
import { startLocalS3 } from '../server/test/s3-server';

const BYTES = 5 * 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const file = randomBytes(BYTES);
const chunks = () =>
  Readable.from(Array.from({ length: BYTES / 65536 }, (_, i) => file.subarray(i * 65536, (i + 1) * 65536)));
const keyring = { keys: new Map([['bench', randomBytes(32)]]), currentId: 'bench' };

async function drain(stream: Readable) {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  if (bytes !== BYTES) throw new Error(`read ${bytes} bytes`);
}

async function time(action: () => Promise<unknown>) {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(name: string, store: ObjectStore) {
  const encrypted = new EncryptedFileStorage(store, keyring);
  const runs = { plainUp: [] as number[], plainDown: [] as number[], encUp: [] as number[], encDown: [] as number[] };
  for (let round = 0; round < ROUNDS + 1; round++) {
    const key = randomToken(24);
    const plainUp = await time(() => store.write(key, chunks()));
    const plainDown = await time(async () => drain((await store.read(key))!.stream));
    let stored = '';
    const encUp = await time(async () => {
      stored = (await encrypted.put(chunks())).key;
    });
    const encDown = await time(async () => drain((await encrypted.get(stored))!.stream));
    await store.remove(key);
    await store.remove(stored);
    if (round === 0) continue; // warm-up
    runs.plainUp.push(plainUp);
    runs.plainDown.push(plainDown);
    runs.encUp.push(encUp);
    runs.encDown.push(encDown);
  }
  const row = (what: string, plain: number[], enc: number[]) =>
    `| ${name} | ${what} | ${median(plain).toFixed(1)} ms | ${median(enc).toFixed(1)} ms | +${(median(enc) - median(plain)).toFixed(1)} ms |`;
  console.log(row('upload 5 MB', runs.plainUp, runs.encUp));
  console.log(row('download 5 MB', runs.plainDown, runs.encDown));
}

const root = await mkdtemp(path.join(os.tmpdir(), 'hv-bench-files-'));
const s3 = await startLocalS3(Number(process.env.BENCH_S3_PORT ?? 18790));
const bucket = new S3ObjectStore({
  bucket: s3.bucket,
  endpoint: s3.endpoint,
  region: 'us-east-1',
  accessKeyId: s3.env.S3_ACCESS_KEY_ID,
  secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
  forcePathStyle: true,
  timeoutMs: 30_000,
});
console.log(`| store | operation | bare store (median of ${ROUNDS}) | encrypted | overhead |`);
console.log('| --- | --- | --- | --- | --- |');
try {
  await measure('local disk', new LocalObjectStore(root));
  await measure('s3rver', bucket);
} finally {
  bucket.close();
  await s3.close();
  await rm(root, { recursive: true, force: true });
}
