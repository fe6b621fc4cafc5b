import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { documents } from '@db/schema/index';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { expectConstantStatements, expectRefusesBadPaging, getPage, walkAllPages } from '../../../test/support/paging';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { newId, randomToken } from '../../lib/ids';

let t: TestApp;
let png: Buffer;
let jpeg: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
/** The start of a Windows executable (MZ header with a PE signature). */
const exe = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'),
  Buffer.alloc(36),
  Buffer.from('80000000', 'hex'),
  Buffer.alloc(64),
  Buffer.from('50450000', 'hex'),
  Buffer.alloc(200),
]);

beforeAll(async () => {
  t = await startTestApp();
  const image = sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } });
  png = await image.clone().png().toBuffer();
  jpeg = await image.clone().jpeg().toBuffer();
});
afterAll(() => t.close());

function upload(client: TestClient, file: Buffer | null, name = 'file.pdf', type: string | undefined = 'passport') {
  const form = new FormData();
  if (type !== undefined) form.append('type', type);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'application/octet-stream' }), name);
  return client.request('POST', '/api/documents/upload', { body: form });
}

/** The files kept once every queued removal has run. */
async function storedFiles(): Promise<string[]> {
  await t.settled();
  const root = path.join(t.dataDir, 'files');
  const dirs = await readdir(root).catch(() => [] as string[]);
  const files = await Promise.all(dirs.map((dir) => readdir(path.join(root, dir)).catch(() => [] as string[])));
  return files.flat();
}

describe('document upload', () => {
  it('stores a PDF, a PNG and a JPEG and lists them newest first', async () => {
    const user = await createUser(t);
    const a = await upload(user.client, pdf, 'passport.pdf', 'passport');
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      type: 'passport',
      filename: 'passport.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      url: `/api/documents/${a.body.id}/file`,
    });
    const b = await upload(user.client, png, 'pan card.png', 'pan');
    expect(b.status).toBe(201);
    expect(b.body).toMatchObject({ type: 'pan', contentType: 'image/png', filename: 'pan card.png' });
    const c = await upload(user.client, jpeg, 'visa.jpeg', 'visa');
    expect(c.body).toMatchObject({ type: 'visa', contentType: 'image/jpeg' });

    const list = await user.client.get('/api/documents');
    expect(list.status).toBe(200);
    expect(list.body.items.map((d: { id: string }) => d.id)).toEqual([c.body.id, b.body.id, a.body.id]);
  });

  it('accepts the type after the file and defaults to passport', async () => {
    const user = await createUser(t);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)]), 'late.pdf');
    form.append('type', 'aadhar');
    const late = await user.client.request('POST', '/api/documents/upload', { body: form });
    expect(late.status).toBe(201);
    expect(late.body.type).toBe('aadhar');
    const untyped = await upload(user.client, pdf, 'x.pdf', undefined);
    expect(untyped.body.type).toBe('passport');
  });

  it('refuses an executable renamed .pdf with 415 and stores nothing', async () => {
    const user = await createUser(t);
    const before = await storedFiles();
    const res = await upload(user.client, exe, 'passport.pdf');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: 'Only PDF, JPG and PNG files are accepted.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    const text = await upload(user.client, Buffer.from('just some text, not a pdf'), 'notes.pdf');
    expect(text.status).toBe(415);
    const empty = await upload(user.client, Buffer.alloc(0), 'empty.pdf');
    expect(empty.status).toBe(415);
    expect(await storedFiles()).toEqual(before);
    expect((await user.client.get('/api/documents')).body.items).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const user = await createUser(t);
    const before = await storedFiles();
    const justOver = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1 - pdf.length, 0x20)]);
    const res = await upload(user.client, justOver, 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The file is too large. The limit is 10 MB.', code: 'PAYLOAD_TOO_LARGE' });
    const huge = Buffer.concat([pdf, Buffer.alloc(12 * 1024 * 1024, 0x20)]);
    const early = await upload(user.client, huge, 'huge.pdf');
    expect(early.status).toBe(413);
    expect(await storedFiles()).toEqual(before);
    expect((await user.client.get('/api/documents')).body.items).toEqual([]);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const user = await createUser(t);
    const exact = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 - pdf.length, 0x20)]);
    const res = await upload(user.client, exact, 'exact.pdf');
    expect(res.status).toBe(201);
    expect(res.body.size).toBe(10 * 1024 * 1024);
  });

  it('answers 400 without a file or with an unknown type, 415 for a non-multipart body', async () => {
    const user = await createUser(t);
    const before = await storedFiles();
    const none = await upload(user.client, null);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('Please choose a file first.');
    const badType = await upload(user.client, pdf, 'a.pdf', 'driving-licence');
    expect(badType.status).toBe(400);
    expect(badType.body.fields).toEqual({ type: 'Choose a document type from the list' });
    const json = await user.client.post('/api/documents/upload', { type: 'passport' });
    expect(json.status).toBe(415);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 400, not 500, for a multipart body it cannot read, and stores nothing', async () => {
    const user = await createUser(t);
    const before = await storedFiles();
    const noBoundary = await user.client.request('POST', '/api/documents/upload', {
      body: 'garbage',
      headers: { 'content-type': 'multipart/form-data' },
    });
    const cutShort = await user.client.request('POST', '/api/documents/upload', {
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
    });
    for (const res of [noBoundary, cutShort]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringContaining('could not be read') });
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses anonymous uploads', async () => {
    const res = await upload(t.client(), pdf);
    expect(res.status).toBe(401);
  });
});

describe('document file download and delete', () => {
  it('streams the file back to its owner as an attachment with the right content type', async () => {
    const user = await createUser(t);
    const doc = (await upload(user.client, png, 'Pässe.png', 'other')).body;
    expect(doc.filename).toBe('Pässe.png');
    const res = await fetch(new URL(doc.url, t.url), { headers: { cookie: `hv_session=${user.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="P_sse.png"; filename*=UTF-8''P%C3%A4sse.png`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('gives the stored name the extension of the real type', async () => {
    const user = await createUser(t);
    const doc = (await upload(user.client, pdf, 'contract.exe')).body;
    expect(doc.filename).toBe('contract.exe.pdf');
    const res = await user.client.get(doc.url);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it('strips right-to-left overrides and other control characters from the name', async () => {
    const user = await createUser(t);
    const spoofed = (await upload(user.client, png, 'invoice\u202Egnp.exe')).body;
    expect(spoofed.filename).toBe('invoicegnp.exe.png');
    const hidden = (await upload(user.client, pdf, '\u2066visa\u200B\u0007\u2028form\u2069\uFEFF.pdf')).body;
    expect(hidden.filename).toBe('visaform.pdf');
    // Joiners spell Hindi words and stay.
    const hindi = (await upload(user.client, pdf, 'क्\u200Dष.pdf')).body;
    expect(hindi.filename).toBe('क्\u200Dष.pdf');
    const res = await fetch(new URL(spoofed.url, t.url), { headers: { cookie: `hv_session=${user.token}` } });
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="invoicegnp.exe.png"; filename*=UTF-8''invoicegnp.exe.png`,
    );
  });

  it('deletes the document and its stored file', async () => {
    const user = await createUser(t);
    const before = await storedFiles();
    const doc = (await upload(user.client, pdf, 'delete-me.pdf')).body;
    expect((await storedFiles()).length).toBe(before.length + 1);
    const res = await user.client.delete(`/api/documents/${doc.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await storedFiles()).toEqual(before);
    expect((await user.client.get(doc.url)).status).toBe(404);
    expect((await user.client.delete(`/api/documents/${doc.id}`)).status).toBe(404);
    expect((await user.client.get('/api/documents')).body.items).toEqual([]);
  });

  it('answers 404 for an unknown id and 401 for anonymous callers', async () => {
    const user = await createUser(t);
    expect((await user.client.get('/api/documents/nope/file')).status).toBe(404);
    expect((await t.client().get('/api/documents')).status).toBe(401);
    expect((await t.client().get('/api/documents/nope/file')).status).toBe(401);
  });
});

describe('document limit', () => {
  it('stores no more than 100 documents even when uploads arrive at the same time', async () => {
    const user = await createUser(t);
    await t.database.db.insert(documents).values(
      Array.from({ length: 95 }, (_, i) => ({
        id: newId(),
        userId: user.id,
        type: 'passport',
        filename: `old-${i}.pdf`,
        storageKey: randomToken(24),
        contentType: 'application/pdf',
        size: 10,
      })),
    );
    const before = await storedFiles();
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => upload(user.client, pdf, `race-${i}.pdf`)));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    const [row] = await t.database.db.select({ n: count() }).from(documents).where(eq(documents.userId, user.id));
    expect(Number(row?.n)).toBe(100);
    // The refused uploads left no file behind.
    expect((await storedFiles()).length).toBe(before.length + 5);
  });
});

describe('GET /api/documents, a page at a time', () => {
  const now = Date.now();
  /** Documents put straight into the table, each `secondsAgo` before `now`: equal times are told apart by id. */
  async function insertDocuments(userId: string, secondsAgo: number[]) {
    const rows = secondsAgo.map((seconds) => ({
      id: newId(),
      userId,
      type: 'passport',
      filename: `paged-${seconds}.pdf`,
      storageKey: randomToken(24),
      contentType: 'application/pdf',
      size: 10,
      createdAt: new Date(now - seconds * 1000),
    }));
    await t.database.db.insert(documents).values(rows);
    return rows.map((row): string => row.id);
  }

  it('walks every document once across pages while others are uploaded in between', async () => {
    const user = await createUser(t);
    // 25 documents ten seconds apart, and three that share one time.
    const existing = await insertDocuments(user.id, [...Array.from({ length: 25 }, (_, n) => n * 10), 95, 95, 95]);
    const { pages } = await walkAllPages(user.client, '/api/documents', {
      limit: 7,
      existing,
      // Between pages: one newer than all (it belongs before the pages read) and one among those still to come.
      between: (pages) => insertDocuments(user.id, [-60, pages * 70 + 65]),
    });
    expect(pages).toBeGreaterThanOrEqual(4);
  });

  it("answers only the caller's documents, even after another user's cursor", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const mine = await insertDocuments(owner.id, [5, 15, 25, 35]);
    const theirs = await insertDocuments(other.id, [10, 20, 30, 40]);
    const first = await getPage(other.client, '/api/documents', 1);
    expect(first.body.items.map((item) => item.id)).toEqual([theirs[0]]);
    const res = await getPage(owner.client, '/api/documents', 100, first.body.nextCursor);
    expect(res.status).toBe(200);
    const ids = res.body.items.map((item) => item.id);
    expect(ids.filter((id) => theirs.includes(id))).toEqual([]);
    // The cursor only says where to start: the owner's documents older than it, newest first.
    expect(ids).toEqual(mine.slice(1));
  });

  it('answers a page of 1 and a page of 100 documents in the same number of queries', async () => {
    const user = await createUser(t);
    await insertDocuments(user.id, [1]);
    await expectConstantStatements(t, user.client, '/api/documents', {
      full: 100,
      fill: () =>
        insertDocuments(
          user.id,
          Array.from({ length: 99 }, (_, n) => n + 2),
        ),
      atMost: 3,
    });
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    const user = await createUser(t);
    await expectRefusesBadPaging(user.client, '/api/documents', 'documents');
    expect((await user.client.get('/api/documents')).body).toEqual({ items: [], nextCursor: null });
  });
});
