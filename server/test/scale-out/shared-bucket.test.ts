import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../s3-server';
import { outboxCode, type RunningServer, startServer } from '../server-process';
import { dropDatabase, freshDatabase } from './database';

/**
 * Two server processes with their own data directories share one PostgreSQL and one S3 bucket:
 * a file uploaded through one is served, and deleted, through the other. Needs DATABASE_URL.
 */
const adminUrl = process.env.DATABASE_URL;
const database = `hv_bucket_${process.pid}_${Date.now()}`;
const S3_PORT = 18703;
const SERVER_PORTS = [18710, 18711] as const;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

let s3: LocalS3;
let servers: RunningServer[] = [];

async function signUp(email: string): Promise<string> {
  const password = 'shared-bucket-password';
  const one = servers[0]!;
  const post = (server: RunningServer, path: string, body: unknown, cookie = '') =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const sent = await post(one, '/api/send-otp', { email });
  const flow = sent.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const otp = await outboxCode(one.dataDir, email);
  expect((await post(one, '/api/verify-otp', { email, otp }, flow)).status).toBe(200);
  const registered = await post(
    one,
    '/api/auth/register',
    { email, password, confirmPassword: password, firstName: 'Shared', lastName: 'Bucket', agree: true },
    flow,
  );
  expect(registered.status).toBe(201);
  const session = registered.headers.getSetCookie().find((c) => c.startsWith('hv_session='));
  return session!.split(';')[0]!;
}

beforeAll(async () => {
  if (!adminUrl) throw new Error('The shared-bucket test needs DATABASE_URL (PostgreSQL).');
  const databaseUrl = await freshDatabase(adminUrl, database);
  s3 = await startLocalS3(S3_PORT, 'hv-shared-bucket');
  const env = { ...s3.env, DATABASE_URL: databaseUrl };
  // One after the other: the first migrates the new database.
  const first = await startServer({ port: SERVER_PORTS[0], env });
  servers = [first, await startServer({ port: SERVER_PORTS[1], env })];
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await s3?.close();
  if (!adminUrl) return;
  await dropDatabase(adminUrl, database);
});

describe('two server processes sharing one bucket', () => {
  it('serves and deletes through one process a document uploaded through the other', async () => {
    const [one, two] = servers as [RunningServer, RunningServer];
    expect(one.dataDir).not.toBe(two.dataDir);
    const cookie = await signUp(`bucket.${Date.now()}@example.com`);
    const form = new FormData();
    form.append('type', 'passport');
    form.append('file', new Blob([new Uint8Array(pdf)]), 'passport.pdf');
    const uploaded = await fetch(`${one.url}/api/documents/upload`, {
      method: 'POST',
      headers: { origin: one.url, cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    expect(await s3.keys()).toHaveLength(1);

    const download = await fetch(`${two.url}/api/documents/${id}/file`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const removed = await fetch(`${two.url}/api/documents/${id}`, {
      method: 'DELETE',
      headers: { origin: two.url, cookie },
    });
    expect(removed.status).toBe(200);
    // The object is removed by a queued job, just after the answer.
    await expect.poll(() => s3.keys(), { timeout: 10_000, interval: 100 }).toEqual([]);
    expect((await fetch(`${one.url}/api/documents/${id}/file`, { headers: { cookie } })).status).toBe(404);
  });
});
