import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver accepts any signature made with these keys. */
const ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The server's S3_* variables for this bucket. */
  env: Record<string, string>;
  /** The stored bytes of an object, as the bucket holds them. */
  object(key: string): Promise<Buffer>;
  /** Keys of the objects in the bucket right now. */
  keys(): Promise<string[]>;
  /** Takes the server down, keeping its objects for start(). */
  stop(): Promise<void>;
  /** Brings a stopped server back on the same port with the same objects. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, in this process) on a port of the test range, with one
 * empty bucket. Each test file picks its own port.
 */
export async function startLocalS3(port: number, bucket = 'hv-test-files'): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'hv-s3-'));
  const open = () =>
    new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] });
  let server: S3rver | undefined = open();
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: '1',
      // Every process sharing a bucket holds the same master keys.
      FILES_MASTER_KEYS: `s3-test:${Buffer.alloc(32, 7).toString('base64')}`,
    },
    async object(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    async stop() {
      await server?.close();
      server = undefined;
    },
    async start() {
      server = open();
      await server.run();
    },
    async close() {
      client.destroy();
      await server?.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
