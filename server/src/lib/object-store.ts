import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from './ids';

const KEY_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

export const isStorageKey = (key: string) => KEY_PATTERN.test(key);

/** Files being written, until they are complete: a crash mid-write leaves them here for the sweep. */
const PARTIAL_DIR = '.partial';

/**
 * Bytes under keys, kept as they are given: where the encrypted files live (EncryptedFileStorage writes them).
 * `write` with `replace` overwrites an existing object atomically (re-wrapping a file's key); a failed write
 * leaves what was there.
 */
export interface ObjectStore {
  write(key: string, data: Readable, options?: { replace?: boolean }): Promise<number>;
  read(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  remove(key: string): Promise<void>;
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
  removePartials(cutoff: Date): Promise<number>;
}

/**
 * A directory on local disk (DATA_DIR/files), fanned out by the key's first two characters. A file is
 * written under DATA_DIR/files/.partial and moved into place once complete and flushed, so a stored
 * key never names a half-written file.
 */
export class LocalObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  async write(key: string, data: Readable): Promise<number> {
    const file = this.pathOf(key);
    const partial = path.join(this.root, PARTIAL_DIR, `${key}.${randomToken(6)}`);
    try {
      await mkdir(path.dirname(partial), { recursive: true });
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(data, createWriteStream(partial, { flags: 'wx', flush: true }));
      const { size } = await stat(partial);
      await rename(partial, file);
      return size;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async *list(): AsyncIterable<{ key: string; writtenAt: Date }> {
    for (const folder of await readdir(this.root).catch(() => [] as string[])) {
      if (folder === PARTIAL_DIR) continue;
      for (const key of await readdir(path.join(this.root, folder)).catch(() => [] as string[])) {
        if (!isStorageKey(key)) continue;
        const info = await stat(path.join(this.root, folder, key)).catch(() => undefined);
        if (info?.isFile()) yield { key, writtenAt: info.mtime };
      }
    }
  }

  async removePartials(cutoff: Date): Promise<number> {
    const folder = path.join(this.root, PARTIAL_DIR);
    let removed = 0;
    for (const name of await readdir(folder).catch(() => [] as string[])) {
      const info = await stat(path.join(folder, name)).catch(() => undefined);
      if (!info || info.mtime >= cutoff) continue;
      await rm(path.join(folder, name), { force: true });
      removed += 1;
    }
    return removed;
  }

  async read(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    if (!isStorageKey(key)) return undefined;
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(file), size: info.size };
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }
}

/** Counts the bytes passing through, so a streamed upload knows its size without buffering. */
export function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.bytes += chunk.length;
      callback(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}
