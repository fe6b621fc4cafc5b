import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../fixtures';
import { type LocalS3, startLocalS3 } from '../s3-server';
import { freePort } from '../server-process';
import { startTestApp, type TestApp, type TestClient } from '../test-app';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

function uploadDocument(client: TestClient) {
  const form = new FormData();
  form.append('type', 'passport');
  form.append('file', new Blob([new Uint8Array(pdf)]), 'passport.pdf');
  return client.request('POST', '/api/documents/upload', { body: form });
}

const storageUnavailable = {
  code: 'UNAVAILABLE',
  error: 'File storage is unavailable right now. Please try again in a moment.',
};

describe('the S3 bucket down', () => {
  let s3: LocalS3;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startLocalS3(await freePort());
    t = await startTestApp({ ...s3.env, S3_TIMEOUT_SECONDS: '2', JOB_RETRY_DELAY_SECONDS: '1' });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('answers 503 naming file storage, health says so, and a deleted document’s object goes once the bucket is back', async () => {
    const owner = await createUser(t);
    const uploaded = await uploadDocument(owner.client);
    expect(uploaded.status).toBe(201);
    const [key] = await s3.keys();

    await s3.stop();
    const download = await owner.client.get(`/api/documents/${uploaded.body.id}/file`);
    expect(download.status).toBe(503);
    expect(download.headers.get('retry-after')).toBe('5');
    expect(download.body).toEqual(storageUnavailable);
    const refused = await uploadDocument(owner.client);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual(storageUnavailable);

    const health = await t.client().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'down', storage: 'down', storageKind: 's3', database: 'up' });
    expect(health.body.problems).toEqual(['File storage is unreachable.']);

    // The row goes at once; the object's removal waits in the queue and fails while the bucket is down.
    expect((await owner.client.delete(`/api/documents/${uploaded.body.id}`)).status).toBe(200);
    expect((await owner.client.get('/api/documents')).body.items).toEqual([]);
    const attempts = async () => {
      const { rows } = await t.database.query(
        `select retry_count, state from pgboss.job where name = 'file-removal' and data->>'key' = $1`,
        [key],
      );
      return rows[0] as { retry_count: number; state: string } | undefined;
    };
    await expect.poll(async () => (await attempts())?.retry_count ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);

    await s3.start();
    await expect.poll(() => s3.keys(), { timeout: 30_000, interval: 200 }).toEqual([]);
    await expect.poll(async () => (await attempts())?.state, { timeout: 5_000 }).toBe('completed');
    expect((await t.client().get('/api/health')).body).toMatchObject({ status: 'ok', storage: 'up' });
  }, 60_000);
});

describe('an S3 bucket that accepts connections and never answers', () => {
  let frozen: Server;
  const sockets = new Set<Socket>();
  let t: TestApp;

  beforeAll(async () => {
    frozen = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    const port = await freePort();
    await new Promise<void>((resolve) => frozen.listen(port, '127.0.0.1', resolve));
    const s3 = {
      S3_BUCKET: 'hv-frozen',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      FILES_MASTER_KEYS: `frozen:${Buffer.alloc(32, 3).toString('base64')}`,
    };
    t = await startTestApp({ ...s3, S3_TIMEOUT_SECONDS: '1' });
  });
  afterAll(async () => {
    await t.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => frozen.close(resolve));
  });

  it('answers an upload with 503 once the timeout passes instead of holding it', async () => {
    const user = await createUser(t);
    const upload = await uploadDocument(user.client);
    expect(upload.status).toBe(503);
    expect(upload.body).toEqual(storageUnavailable);
    const health = await t.client().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'down', storage: 'down' });
  }, 30_000);
});
