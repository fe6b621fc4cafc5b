import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../fixtures';
import { type LocalS3, startLocalS3 } from '../s3-server';
import { startTestApp, type TestApp, type TestClient } from '../test-app';

const S3_PORT = 18702;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

let s3: LocalS3;
let t: TestApp;
let png: Buffer;

beforeAll(async () => {
  s3 = await startLocalS3(S3_PORT);
  t = await startTestApp(s3.env);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

function uploadDocument(client: TestClient, file: Buffer, name = 'passport.pdf') {
  const form = new FormData();
  form.append('type', 'passport');
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/octet-stream' }), name);
  return client.request('POST', '/api/documents/upload', { body: form });
}

async function localFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, 'files');
  const dirs = await readdir(root).catch(() => [] as string[]);
  return (await Promise.all(dirs.map((dir) => readdir(path.join(root, dir))))).flat();
}

describe('files in the S3 bucket when S3_BUCKET is set', () => {
  it('keeps an uploaded document in the bucket, serves it to its owner only, and deletes it with the document', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const before = await s3.keys();
    const uploaded = await uploadDocument(owner.client, pdf);
    expect(uploaded.status).toBe(201);
    const added = (await s3.keys()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    expect(await localFiles()).toEqual([]);

    const download = await owner.client.get(`/api/documents/${uploaded.body.id}/file`);
    expect(download.status).toBe(200);
    expect(download.body).toBe(pdf.toString('latin1'));
    expect((await stranger.client.get(`/api/documents/${uploaded.body.id}/file`)).status).toBe(404);

    expect((await owner.client.delete(`/api/documents/${uploaded.body.id}`)).status).toBe(200);
    await t.settled();
    expect(await s3.keys()).not.toContain(added[0]);
  });

  it('leaves no object behind when an upload is refused', async () => {
    const user = await createUser(t);
    const before = await s3.keys();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)]), 'passport.pdf');
    form.append('type', 'not-a-type');
    expect((await user.client.request('POST', '/api/documents/upload', { body: form })).status).toBe(400);
    await t.settled();
    expect(await s3.keys()).toEqual(before);
  });

  it('keeps avatars in the bucket and replaces the old object on a new upload', async () => {
    const user = await createUser(t);
    const avatar = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
      return user.client.request('POST', '/api/profile/avatar', { body: form });
    };
    const first = await avatar();
    expect(first.status).toBe(200);
    const firstKey = String(first.body.profile.avatarUrl).split('/').pop()!;
    expect(await s3.keys()).toContain(firstKey);
    const picture = await user.client.get(first.body.profile.avatarUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');

    const second = await avatar();
    const secondKey = String(second.body.profile.avatarUrl).split('/').pop()!;
    await t.settled();
    const keys = await s3.keys();
    expect(keys).toContain(secondKey);
    expect(keys).not.toContain(firstKey);
    expect(await localFiles()).toEqual([]);
  });
});
