import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorEnvelope } from '@contract/errors';
import type { OpsPhotoSpec, PhotoCheckResponse } from '@contract/photo-check';
import { opsAudit } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/fixtures';
import { createOperator } from '../../../test/support/operators';
import { HINDI_BROWSER, startTestApp, type TestApp, type TestClient } from '../../../test/test-app';

/** The visa photo check, "Fix it for me" and the console's photo specifications, over HTTP (issue 31). */
let t: TestApp;
let support: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp({ PHOTO_CHECKS_PER_MINUTE: '1000' });
  support = await createOperator(t, 'support');
  admin = await createOperator(t, 'admin');
});
afterAll(() => t.close());

const PHOTOS = path.resolve(import.meta.dirname, '../../../test/photos');
const photo = (name: string) => readFileSync(path.join(PHOTOS, `${name}.jpg`));
/** A destination without its own specification: the common 35 × 45 mm one applies. */
const ANYWHERE = 'TH';

function form(file: Buffer | null, destination: string | null) {
  const body = new FormData();
  if (destination !== null) body.append('destination', destination);
  if (file) body.append('file', new Blob([new Uint8Array(file)]), 'photo.jpg');
  return body;
}

const check = (file: Buffer | null, destination: string | null = ANYWHERE, client: TestClient = t.client()) =>
  client.request<PhotoCheckResponse & Partial<ErrorEnvelope>>('POST', '/api/documents/photo/check', {
    body: form(file, destination),
  });

/** The fix answers a JPEG: read as bytes, not text. */
async function fix(file: Buffer, destination = ANYWHERE) {
  const response = await fetch(`${t.url}/api/documents/photo/fix`, {
    method: 'POST',
    headers: { origin: t.url },
    body: form(file, destination),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes };
}

const codes = (answer: PhotoCheckResponse) => answer.problems.map((problem) => problem.code);

describe('the photo check', () => {
  it('passes a compliant photo and names the specification with its source and date', async () => {
    const res = await check(photo('compliant'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, problems: [], fixable: false });
    expect(res.body.spec).toMatchObject({
      id: 'icao-35x45',
      widthMm: 35,
      heightMm: 45,
      source: { name: expect.stringContaining('ICAO'), url: expect.stringMatching(/^https:/) },
      verifiedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it.each([
    ['too-small', ['too-small']],
    ['wrong-aspect', ['wrong-aspect']],
    ['background', ['background']],
    // The fixture's corners show the suit below the chin.
    ['no-face', ['background', 'no-face']],
    ['several-faces', ['several-faces']],
    ['off-centre', ['off-centre']],
    ['head-size', ['head-size']],
    // A dark photo's backdrop is dark too.
    ['too-dark', ['background', 'too-dark']],
    ['blurred', ['blurred']],
  ])('finds %s', async (fixture, expected) => {
    const res = await check(photo(fixture));
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(false);
    expect(codes(res.body).sort()).toEqual(expected);
    for (const problem of res.body.problems) expect(problem.message.length).toBeGreaterThan(10);
  });

  it('picks the destination’s own specification: the US one is 2 × 2 in, from travel.state.gov', async () => {
    const res = await check(photo('compliant'), 'us');
    expect(res.status).toBe(200);
    expect(res.body.spec).toMatchObject({ id: 'us-2x2', widthMm: 51, heightMm: 51, minWidthPx: 600 });
    expect(res.body.spec.source.url).toContain('travel.state.gov');
    expect(codes(res.body)).toEqual(expect.arrayContaining(['wrong-aspect', 'too-small']));
  });

  it('says the problems in Hindi to a Hindi browser', async () => {
    const res = await check(photo('head-size'), ANYWHERE, t.client(HINDI_BROWSER));
    expect(res.status).toBe(200);
    expect(res.body.problems[0]).toMatchObject({ code: 'head-size', message: expect.stringContaining('ठोड़ी') });
  });

  it('refuses what is not a photo (415), a missing file or destination (400), and over 40 megapixels (422)', async () => {
    const text = await check(Buffer.from('just some words, not a photo'));
    expect(text).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(text.body.error).toContain('JPEG or PNG');
    expect((await check(null)).status).toBe(400);
    const noDestination = await check(photo('compliant'), null);
    expect(noDestination).toMatchObject({ status: 400, body: { fields: { destination: expect.any(String) } } });
    expect((await check(photo('compliant'), 'Thailand')).status).toBe(400);
    // 8000 × 6000 of one colour compresses to a few kB: refused from its header, never decoded.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ddd' } })
      .png()
      .toBuffer();
    const big = await check(huge);
    expect(big).toMatchObject({ status: 422, body: { code: 'UNPROCESSABLE' } });
    expect(big.body.error).toContain('40 megapixels');
  });
});

describe('Fix it for me', () => {
  it('frames a photo whose head is the wrong size, and the result passes the check', async () => {
    const before = await check(photo('head-size'));
    expect(before.body).toMatchObject({ ok: false, fixable: true });
    const fixed = await fix(photo('head-size'));
    expect(fixed.status).toBe(200);
    expect(fixed.type).toBe('image/jpeg');
    const meta = await sharp(fixed.bytes).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(413);
    expect(meta.height).toBeGreaterThanOrEqual(531);
    const after = await check(fixed.bytes);
    expect(after.body).toMatchObject({ ok: true, problems: [] });
  });

  it('enlarges a photo that is only too small', async () => {
    const fixed = await fix(photo('too-small'));
    expect(fixed.status).toBe(200);
    expect((await check(fixed.bytes)).body.ok).toBe(true);
  });

  it('says what to retake when cropping cannot help (422), and that a good photo needs nothing', async () => {
    const blurred = await fix(photo('blurred'));
    expect(blurred.status).toBe(422);
    const message = JSON.parse(blurred.bytes.toString()).error as string;
    expect(message).toContain('Take a new photo');
    expect(message).toContain('blurred');
    const good = await fix(photo('compliant'));
    expect(good.status).toBe(422);
    expect(JSON.parse(good.bytes.toString()).error).toContain('nothing to fix');
  });
});

describe('the console’s photo specifications', () => {
  const SOURCE = { name: 'U.S. Department of State', url: 'https://travel.state.gov/content/travel/en/us-visas.html' };
  const spec = async (id: string) =>
    (await support.client.get<{ items: OpsPhotoSpec[] }>('/api/ops/photo-specs')).body.items.find((s) => s.id === id)!;
  const edit = (current: OpsPhotoSpec, fields: Record<string, unknown> = {}) => {
    const { id: _id, updatedAt: _u, ...rest } = current;
    return { ...rest, ...fields };
  };

  it('lets every operator read them, an admin change one with a source, in its history and the audit', async () => {
    const current = await spec('us-2x2');
    expect(current).toMatchObject({ version: 1, headMin: 0.5, headMax: 0.69 });
    const refused = await support.client.put('/api/ops/photo-specs/us-2x2', edit(current, { minWidthPx: 700 }));
    expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await t.client().put('/api/ops/photo-specs/us-2x2', edit(current))).toMatchObject({ status: 401 });

    const saved = await admin.client.put(
      '/api/ops/photo-specs/us-2x2',
      edit(current, { minWidthPx: 700, minHeightPx: 700, source: SOURCE, verifiedAt: '2026-11-20' }),
    );
    expect(saved.status).toBe(200);
    expect(await spec('us-2x2')).toMatchObject({ version: 2, minWidthPx: 700, source: SOURCE });
    // Travellers see the change at once.
    expect((await check(photo('compliant'), 'US')).body.spec.minWidthPx).toBe(700);

    const history = await support.client.get('/api/ops/photo-specs/us-2x2/history');
    expect(history.body.items[0]).toMatchObject({ actor: admin.email, after: { minWidthPx: 700 } });
    const [audit] = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'photo-spec.save'));
    expect(audit).toMatchObject({ targetType: 'photo-spec', targetId: 'us-2x2', operatorEmail: admin.email });
  });

  it('refuses an edit without a source or date, with head shares the wrong way round (400), or a stale one (409)', async () => {
    const current = await spec('gb-35x45');
    const { source: _s, ...unsourced } = edit(current);
    const noSource = await admin.client.put('/api/ops/photo-specs/gb-35x45', unsourced);
    expect(noSource.status).toBe(400);
    const backwards = await admin.client.put(
      '/api/ops/photo-specs/gb-35x45',
      edit(current, { headMin: 0.8, headMax: 0.6 }),
    );
    expect(backwards).toMatchObject({ status: 400, body: { fields: { headMin: expect.any(String) } } });
    const stale = await admin.client.put('/api/ops/photo-specs/gb-35x45', edit(current, { version: 9 }));
    expect(stale.status).toBe(409);
    expect(await spec('gb-35x45')).toMatchObject({ version: 1 });
  });
});

describe('the per-address limit', () => {
  it('answers 429 once an address has used its checks for the minute', async () => {
    const limited = await startTestApp({ PHOTO_CHECKS_PER_MINUTE: '2' });
    try {
      const client = limited.client();
      const send = () =>
        client.request('POST', '/api/documents/photo/check', { body: form(Buffer.from('not a photo'), ANYWHERE) });
      expect((await send()).status).toBe(415);
      expect((await send()).status).toBe(415);
      const refused = await send();
      expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
