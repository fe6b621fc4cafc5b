import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
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

export interface S3Settings {
  bucket: string;
  /** Any S3-compatible service (MinIO, R2, s3rver); AWS when unset. */
  endpoint?: string;
  region: string;
  /** The SDK's default credential chain (environment, instance role) when unset. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
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
 * An S3-compatible bucket, so that several server processes see the same files. Objects are
 * private (no ACL is ever set): they are served only through the API, after its owner check.
 * Uploads stream in 5 MB parts; downloads stream straight from the bucket.
 */
export class S3FileStorage implements FileStorage {
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
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      }),
    }));
    return this.connection;
  }

  async put(data: Readable): Promise<{ key: string; size: number }> {
    const key = randomToken(24);
    const counter = byteCounter();
    const { sdk, client } = await this.connect();
    const upload = new sdk.Upload({
      client,
      params: { Bucket: this.settings.bucket, Key: key, Body: counter, ContentType: 'application/octet-stream' },
      leavePartsOnError: false,
    });
    try {
      await Promise.all([pipeline(data, counter), upload.done()]);
      return { key, size: counter.bytes };
    } catch (error) {
      // Nobody reads the counter once the upload failed: end the incoming stream too.
      counter.destroy();
      await upload.abort().catch(() => {});
      await this.remove(key).catch(() => {});
      throw error;
    }
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    if (!isStorageKey(key)) return undefined;
    const { sdk, client } = await this.connect();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!object.Body) return undefined;
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(sdk, error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  close(): void {
    this.connection?.then(({ client }) => client.destroy()).catch(() => {});
  }
}

const storages = new Map<string, FileStorage>();

/**
 * Chooses where the files of this data directory go: the S3 bucket when one is configured, the
 * directory itself otherwise. Called once when the server is built; returns a function that
 * lets go of the storage when the server closes.
 */
export function configureFileStorage(filesDir: string, s3: S3Settings | undefined): () => void {
  if (!s3) return () => {};
  const storage = new S3FileStorage(s3);
  storages.set(filesDir, storage);
  return () => {
    if (storages.get(filesDir) === storage) storages.delete(filesDir);
    storage.close();
  };
}

/** One storage per files directory, shared by the features that keep files. */
export function fileStorage(filesDir: string): FileStorage {
  let storage = storages.get(filesDir);
  if (!storage) {
    storage = new LocalFileStorage(filesDir);
    storages.set(filesDir, storage);
  }
  return storage;
}
