import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { byteCounter, isStorageKey, type ObjectStore } from './object-store';
import { StorageUnavailableError } from './outages';

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
