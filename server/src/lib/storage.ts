import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline as pipelineWithCallback, Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
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
import { StorageUnavailableError } from './outages';

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

export interface S3Settings {
  bucket: string;
  /** Any S3-compatible service (MinIO, R2, s3rver); AWS when unset. */
  endpoint?: string;
  region: string;
  /** The SDK's default credential chain (environment, instance role) when unset. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** How long one request to the bucket may go unanswered before the caller gets a 503. */
  timeoutMs: number;
  /** The bucket's own server-side encryption, asked for on every write (S3_SSE), with its KMS key. */
  serverSideEncryption?: 'AES256' | 'aws:kms';
  kmsKeyId?: string;
}

/** Counts the bytes passing through, so a streamed upload knows its size without buffering. */
function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.bytes += chunk.length;
      callback(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/** The AWS SDK holds ~15 MB once loaded: it is loaded by the first use of a bucket, never without one. */
const loadS3Sdk = async () => {
  const [sdk, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  return { ...sdk, Upload };
};
type S3Sdk = Awaited<ReturnType<typeof loadS3Sdk>>;

const isMissing = (sdk: S3Sdk, error: unknown) =>
  error instanceof sdk.NoSuchKey || (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * The bucket's own refusals (access denied, no such bucket) stay as they are; no answer, a dropped
 * connection or a 5xx mean the bucket is down: the caller gets a 503.
 */
function asStorageError(sdk: S3Sdk, error: unknown): unknown {
  if (error instanceof sdk.S3ServiceException && (error.$metadata.httpStatusCode ?? 500) < 500) return error;
  return new StorageUnavailableError(error);
}

/**
 * An S3-compatible bucket, so that several server processes see the same files. Objects are
 * private (no ACL is ever set): they are served only through the API, after its owner check.
 * Uploads stream in 5 MB parts; downloads stream straight from the bucket.
 */
export class S3ObjectStore implements ObjectStore {
  private connection: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;

  constructor(private readonly settings: S3Settings) {}

  private connect(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    const { settings } = this;
    this.connection ??= loadS3Sdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        // A bucket that does not answer fails the request promptly (503) instead of holding it.
        requestHandler: {
          connectionTimeout: settings.timeoutMs,
          requestTimeout: settings.timeoutMs,
          throwOnRequestTimeout: true,
        },
        maxAttempts: 2,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      }),
    }));
    return this.connection;
  }

  async write(key: string, data: Readable, options: { replace?: boolean } = {}): Promise<number> {
    const counter = byteCounter();
    const { sdk, client } = await this.connect();
    const { bucket, serverSideEncryption, kmsKeyId } = this.settings;
    const upload = new sdk.Upload({
      client,
      params: {
        Bucket: bucket,
        Key: key,
        Body: counter,
        ContentType: 'application/octet-stream',
        ServerSideEncryption: serverSideEncryption,
        SSEKMSKeyId: serverSideEncryption === 'aws:kms' ? kmsKeyId : undefined,
      },
      leavePartsOnError: false,
    });
    // An upload cut off by the sender is the sender's failure, not the bucket's: it is not answered 503.
    let senderError: unknown;
    data.once('error', (error) => {
      senderError = error;
    });
    try {
      await Promise.all([pipeline(data, counter), upload.done()]);
      return counter.bytes;
    } catch (error) {
      // Nobody reads the counter once the upload failed: end the incoming stream too.
      counter.destroy();
      await upload.abort().catch(() => {});
      // A failed replacement leaves the object as it was; a failed new one leaves nothing.
      if (!options.replace) await this.remove(key).catch(() => {});
      throw senderError ?? asStorageError(sdk, error);
    }
  }

  async read(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    if (!isStorageKey(key)) return undefined;
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!object.Body) return undefined;
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(sdk, error)) return undefined;
      throw asStorageError(sdk, error);
    }
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    const { sdk, client } = await this.connect();
    await client
      .send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }))
      .catch((error) => Promise.reject(asStorageError(sdk, error)));
  }

  async *list(): AsyncIterable<{ key: string; writtenAt: Date }> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client
        .send(new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }))
        .catch((error) => Promise.reject(asStorageError(sdk, error)));
      for (const object of page.Contents ?? []) {
        if (object.Key && isStorageKey(object.Key)) {
          yield { key: object.Key, writtenAt: object.LastModified ?? new Date() };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async removePartials(): Promise<number> {
    return 0;
  }

  /** Whether the bucket answers (health): a HEAD of the bucket within the timeout. */
  async reachable(): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  close(): void {
    this.connection?.then(({ client }) => client.destroy()).catch(() => {});
  }
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
