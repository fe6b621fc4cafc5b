import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomToken } from './ids';

/** Where uploaded files (documents, avatars) live. Keys are random and never derived from user input. */
export interface FileStorage {
  /** Streams the data to a new random key; a failed or aborted stream leaves nothing behind. */
  put(data: Readable): Promise<{ key: string; size: number }>;
  /** Opens a stored file for reading; undefined when it is gone. */
  get(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Deletes a stored file; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

export const isStorageKey = (key: string) => KEY_PATTERN.test(key);

/** A directory on local disk (DATA_DIR/files), fanned out by the key's first two characters. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(data: Readable): Promise<{ key: string; size: number }> {
    const key = randomToken(24);
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await pipeline(data, createWriteStream(file, { flags: 'wx' }));
      const { size } = await stat(file);
      return { key, size };
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | undefined> {
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

const storages = new Map<string, FileStorage>();

/** One storage per files directory, shared by the features that keep files. */
export function fileStorage(filesDir: string): FileStorage {
  let storage = storages.get(filesDir);
  if (!storage) {
    storage = new LocalFileStorage(filesDir);
    storages.set(filesDir, storage);
  }
  return storage;
}
