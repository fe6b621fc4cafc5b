import { pipeline as pipelineWithCallback, Readable, type Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  decryptSegments,
  encryptSegments,
  FileIntegrityError,
  isEncrypted,
  type Keyring,
  MAX_HEADER_BYTES,
  newDataKey,
  parseHeader,
  plaintextSize,
  splitHead,
  unwrapDataKey,
  wrapDataKey,
} from './file-encryption';
import { randomToken } from './ids';
import { byteCounter, LocalObjectStore, type ObjectStore } from './object-store';
import { S3ObjectStore, type S3Settings } from './s3-object-store';

/** Where uploaded files (documents, avatars) live. Keys are random and never derived from user input. */
export interface FileStorage {
  /** Streams the data to a new random key; a failed or aborted stream leaves nothing behind. */
  put(data: Readable): Promise<{ key: string; size: number }>;
  /** Opens a stored file for reading; undefined when it is gone. */
  get(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /**
   * Deletes a stored file; removing a missing key is not an error. Features never call it directly:
   * removeStoredFiles (file-removal.ts) queues the removal in the transaction that drops the row.
   */
  remove(key: string): Promise<void>;
  /** Every stored file with when it was written (the orphan sweep compares them with the rows). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
  /** Removes what interrupted writes left before the cutoff (nothing for a bucket: its parts are aborted). */
  removePartials(cutoff: Date): Promise<number>;
}

/** What one file of the rotation became. */
export type RewrapOutcome = 'current' | 'rewrapped' | 'encrypted' | 'missing';

/**
 * Every file encrypted on its way in and decrypted on its way out (format: file-encryption.ts), over either
 * store. A download is checked whole before it is answered: a tampered file or a wrong master key is an
 * error envelope, never a half-sent body; the bytes are then streamed a second time, decrypted as they go.
 */
export class EncryptedFileStorage implements FileStorage {
  constructor(
    readonly store: ObjectStore,
    private readonly keyring: Keyring,
    /** Whether objects without a header (written before encryption) may be read as they are. */
    private readonly legacyPlaintext = true,
  ) {}

  get currentKeyId(): string {
    return this.keyring.currentId;
  }

  async put(data: Readable): Promise<{ key: string; size: number }> {
    const key = randomToken(24);
    const dataKey = newDataKey();
    const header = wrapDataKey(this.keyring, key, dataKey);
    const counter = byteCounter();
    await this.store.write(key, Readable.from(prefixed(header, through(data, counter, encryptSegments(dataKey)))));
    return { key, size: counter.bytes };
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    const checked = await this.open(key);
    if (!checked) return undefined;
    if (!checked.dataKey) return checked;
    await pipeline(checked.stream, decryptSegments(key, checked.dataKey), discard());
    const opened = await this.open(key);
    if (!opened?.dataKey) return undefined;
    return { stream: through(opened.stream, decryptSegments(key, opened.dataKey)), size: opened.size };
  }

  /** The object's body after its header, with its data key; a plaintext one (no header) as it is. */
  private async open(key: string) {
    const object = await this.store.read(key);
    if (!object) return undefined;
    const { head, rest } = await splitHead(object.stream, MAX_HEADER_BYTES);
    if (!isEncrypted(head)) {
      if (!this.legacyPlaintext) {
        rest.destroy();
        throw new FileIntegrityError(key, 'no encryption header');
      }
      return { stream: Readable.from(prefixed(head, rest)), size: object.size, dataKey: undefined };
    }
    try {
      const header = parseHeader(key, head);
      const dataKey = unwrapDataKey(this.keyring, key, header);
      const body = Readable.from(prefixed(head.subarray(header.bytes), rest));
      return { stream: body, size: plaintextSize(object.size - header.bytes), dataKey, header };
    } catch (error) {
      rest.destroy();
      throw error;
    }
  }

  /**
   * Wraps the file's data key under the current master key, rewriting only its header (the body's bytes are
   * copied as they are); a file written before encryption is encrypted. Safe to repeat: a file already under
   * the current key is left alone.
   */
  async rewrap(key: string): Promise<RewrapOutcome> {
    const object = await this.store.read(key);
    if (!object) return 'missing';
    const { head, rest } = await splitHead(object.stream, MAX_HEADER_BYTES);
    if (!isEncrypted(head)) {
      const dataKey = newDataKey();
      const header = wrapDataKey(this.keyring, key, dataKey);
      const plain = Readable.from(prefixed(head, rest));
      await this.store.write(key, Readable.from(prefixed(header, through(plain, encryptSegments(dataKey)))), {
        replace: true,
      });
      return 'encrypted';
    }
    try {
      const header = parseHeader(key, head);
      if (header.keyId === this.keyring.currentId) {
        rest.destroy();
        return 'current';
      }
      const rewrapped = wrapDataKey(this.keyring, key, unwrapDataKey(this.keyring, key, header));
      const body = Readable.from(prefixed(Buffer.concat([rewrapped, head.subarray(header.bytes)]), rest));
      await this.store.write(key, body, { replace: true });
      return 'rewrapped';
    } catch (error) {
      rest.destroy();
      throw error;
    }
  }

  /** The master key id a stored file is wrapped under ('plaintext' for one written before encryption). */
  async keyIdOf(key: string): Promise<string | undefined> {
    const object = await this.store.read(key);
    if (!object) return undefined;
    const { head, rest } = await splitHead(object.stream, MAX_HEADER_BYTES);
    rest.destroy();
    return isEncrypted(head) ? parseHeader(key, head).keyId : 'plaintext';
  }

  remove(key: string): Promise<void> {
    return this.store.remove(key);
  }

  list(): AsyncIterable<{ key: string; writtenAt: Date }> {
    return this.store.list();
  }

  removePartials(cutoff: Date): Promise<number> {
    return this.store.removePartials(cutoff);
  }
}

/** The source through the transforms; an error anywhere fails the last one (which is what is read). */
function through(source: Readable, ...transforms: [Transform, ...Transform[]]): Transform {
  pipelineWithCallback(source, ...transforms, () => {});
  return transforms.at(-1)!;
}

const discard = () => new Writable({ write: (_chunk, _encoding, callback) => callback() });

async function* prefixed(head: Buffer, rest: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  if (head.length > 0) yield head;
  yield* rest;
}

export interface FileStorageSettings {
  filesDir: string;
  s3: S3Settings | undefined;
  keyring: Keyring;
  legacyPlaintext: boolean;
}

const storages = new Map<string, EncryptedFileStorage>();

/**
 * Chooses where the files of this data directory go (the S3 bucket when one is configured, the directory
 * itself otherwise) and the keys they are encrypted under. Called once when the server (or the admin command
 * line) starts; returns a function that lets go of the storage when it closes.
 */
export function configureFileStorage(settings: FileStorageSettings): () => void {
  const { filesDir, s3, keyring, legacyPlaintext } = settings;
  const store = s3 ? new S3ObjectStore(s3) : new LocalObjectStore(filesDir);
  const storage = new EncryptedFileStorage(store, keyring, legacyPlaintext);
  storages.set(filesDir, storage);
  return () => {
    if (storages.get(filesDir) === storage) storages.delete(filesDir);
    if (store instanceof S3ObjectStore) store.close();
  };
}

/** One storage per files directory, shared by the features that keep files. */
export function fileStorage(filesDir: string): EncryptedFileStorage {
  const storage = storages.get(filesDir);
  if (!storage) throw new Error(`file storage for ${filesDir} is not configured (configureFileStorage)`);
  return storage;
}
