import { readFileSync } from 'node:fs';
import { CHECKED_FIELDS, NO_ZONE_FOUND, type PassportReading } from '@contract/account/passport-reading';
import { passportReadings } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { storedPassportReading } from '.';
import { NOT_A_PICTURE, PDF_PROBLEMS, TOO_MANY_PIXELS } from './reader';
import { NOT_A_PASSPORT } from './service';

const FIXTURES = new URL('../../../test/fixtures/passports/', import.meta.url);

interface ManifestEntry {
  file: string;
  shot: string;
  expected: (PassportReading['mrz'] & { lines: [string, string] }) | null;
}

const manifest: ManifestEntry[] = JSON.parse(readFileSync(new URL('manifest.json', FIXTURES), 'utf8'));
const fixture = (file: string) => readFileSync(new URL(file, FIXTURES));
const specimen = fixture('specimen-1.jpg');

/** Reads one account may ask for in an hour, here: the set is read by one account. */
const READS_PER_HOUR = 60;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PASSPORT_READS_PER_HOUR: String(READS_PER_HOUR) });
});
afterAll(() => t.close());

const form = (file: Buffer, name: string, fields: Record<string, string> = {}) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  body.append('file', new Blob([new Uint8Array(file)], { type: 'application/octet-stream' }), name);
  return body;
};

const read = (client: TestClient, file: Buffer, name = 'passport.jpg') =>
  client.request('POST', '/api/documents/passport/read', { body: form(file, name) });

const fieldsOf = (expected: NonNullable<ManifestEntry['expected']>): PassportReading['mrz'] => ({
  documentNumber: expected.documentNumber,
  surname: expected.surname,
  givenNames: expected.givenNames,
  nationality: expected.nationality,
  birthDate: expected.birthDate,
  sex: expected.sex,
  expiryDate: expected.expiryDate,
  issuingState: expected.issuingState,
});

/** A PDF of one page holding the JPEG, as a scanner makes it. */
async function pdfOf(jpeg: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedJpg(jpeg);
  pdf.addPage([image.width * 0.5, image.height * 0.5]).drawImage(image, {
    x: 0,
    y: 0,
    width: image.width * 0.5,
    height: image.height * 0.5,
  });
  return Buffer.from(await pdf.save());
}

/**
 * The PDF with a standard security handler whose user password is not empty: a reader must ask for the password
 * before it can use anything in the file.
 */
async function lockedPdfOf(jpeg: Buffer): Promise<Buffer> {
  const pdf = await PDFDocument.load(await pdfOf(jpeg));
  pdf.context.trailerInfo.Encrypt = pdf.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    O: PDFHexString.of('4f'.repeat(32)),
    U: PDFHexString.of('55'.repeat(32)),
    P: -4,
  });
  const id = PDFHexString.of('1d'.repeat(16));
  pdf.context.trailerInfo.ID = pdf.context.obj([id, id]);
  return Buffer.from(await pdf.save());
}

/** A PDF made from text, as a word processor saves it: its page holds no image. */
async function textPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage().drawText('P<INDSPECIMEN<<TEST<<<<<<<<<<<<<<<<<<<<<<<<<', { x: 40, y: 400, size: 11, font });
  return Buffer.from(await pdf.save());
}

describe('the generated passport set, read through POST /api/documents/passport/read', () => {
  it('reads at least 95% exactly, every field, and refuses the rest rather than misread one', async () => {
    const user = await createUser(t);
    const outcomes: Array<{ file: string; outcome: 'exact' | 'refused' | 'misread'; ms: number }> = [];
    const started = Date.now();
    for (const entry of manifest) {
      const before = Date.now();
      const answer = await read(user.client, fixture(entry.file));
      expect([200, 422]).toContain(answer.status);
      const reading = answer.status === 200 ? (answer.body as PassportReading) : null;
      const outcome = !reading?.valid
        ? 'refused'
        : entry.expected && JSON.stringify(reading.mrz) === JSON.stringify(fieldsOf(entry.expected))
          ? 'exact'
          : 'misread';
      outcomes.push({ file: entry.file, outcome, ms: Date.now() - before });
    }
    const passports = manifest.filter((entry) => entry.expected);
    const exact = outcomes.filter((o) => o.outcome === 'exact').length;
    console.info(
      `passport set: ${exact}/${passports.length} read exactly in ${Date.now() - started} ms; refused:`,
      outcomes.filter((o) => o.outcome === 'refused').map((o) => o.file),
    );
    expect(outcomes.filter((o) => o.outcome === 'misread')).toEqual([]);
    expect(exact / passports.length).toBeGreaterThanOrEqual(0.95);
    for (const entry of manifest.filter((e) => !e.expected)) {
      expect(outcomes.find((o) => o.file === entry.file)?.outcome).toBe('refused');
    }
  }, 240_000);

  it('answers the ICAO specimen with its lines, dates in full and every check listed', async () => {
    const user = await createUser(t);
    const answer = await read(user.client, specimen);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      mrz: {
        documentNumber: 'L898902C3',
        surname: 'ERIKSSON',
        givenNames: 'ANNA MARIA',
        nationality: 'UTO',
        birthDate: '1974-08-12',
        sex: 'F',
        expiryDate: '2012-04-15',
        issuingState: 'UTO',
      },
      valid: true,
      checks: CHECKED_FIELDS.map((field) => ({ field, ok: true })),
      lines: ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'],
    });
  }, 60_000);

  it("reads a PDF's first page", async () => {
    const user = await createUser(t);
    const answer = await read(user.client, await pdfOf(fixture('03-ind-scan.jpg')), 'scan.pdf');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ valid: true, mrz: { documentNumber: 'N2227690', issuingState: 'IND' } });
  }, 60_000);
});

describe('bad input: a clear 4xx, nothing stored', () => {
  it('refuses a file that is no picture or PDF (415) and a request without a file (400)', async () => {
    const user = await createUser(t);
    const text = await read(user.client, Buffer.from('just some text, not a passport'), 'passport.jpg');
    expect(text.status).toBe(415);
    const empty = new FormData();
    empty.append('note', 'no file');
    const none = await user.client.request('POST', '/api/documents/passport/read', { body: empty });
    expect(none.status).toBe(400);
  });

  it('refuses an image over 40 megapixels before decoding it', async () => {
    const user = await createUser(t);
    const huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const answer = await read(user.client, huge, 'huge.png');
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(TOO_MANY_PIXELS);
  });

  it('refuses a corrupt picture, a password-protected PDF and a PDF without pages', async () => {
    const user = await createUser(t);
    const corrupt = Buffer.concat([specimen.subarray(0, 200), Buffer.alloc(4000, 7)]);
    expect((await read(user.client, corrupt)).body.error).toBe(NOT_A_PICTURE);

    const locked = await read(user.client, await lockedPdfOf(specimen), 'locked.pdf');
    expect(locked.status).toBe(422);
    expect(locked.body.error).toBe(PDF_PROBLEMS.encrypted);

    const pageless = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    const blank = await read(user.client, pageless, 'blank.pdf');
    expect(blank.status).toBe(422);
    expect(blank.body.error).toBe(PDF_PROBLEMS['no-page']);
  }, 60_000);

  it('refuses a PDF whose page has no picture, only text, in Hindi too', async () => {
    const user = await createUser(t);
    const answer = await read(user.client, await textPdf(), 'letter.pdf');
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(
      "This PDF has no picture of a page in it. Upload a photo or a scan of the passport's photo page.",
    );
    const hindi = await user.client.request('POST', '/api/documents/passport/read', {
      body: form(await textPdf(), 'letter.pdf'),
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.status).toBe(422);
    expect(hindi.body.error).toMatch(/तस्वीर नहीं है/);
  });

  it("refuses a PDF whose page image is over 40 megapixels, from the image's size, before decoding it", async () => {
    const user = await createUser(t);
    const huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const answer = await read(user.client, await pdfOf(huge), 'huge.pdf');
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(TOO_MANY_PIXELS);
  });

  it('says what to do with a photo that holds no zone, in Hindi too', async () => {
    const user = await createUser(t);
    const landscape = await read(user.client, fixture('landscape.jpg'));
    expect(landscape.status).toBe(422);
    expect(landscape.body.error).toBe(NO_ZONE_FOUND);
    const hindi = await user.client.request('POST', '/api/documents/passport/read', {
      body: form(fixture('landscape.jpg'), 'landscape.jpg'),
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.body.error).toMatch(/पंक्तियाँ/);
  }, 60_000);

  it('limits the reads of one account in an hour (429), counted before the file is received', async () => {
    const user = await createUser(t);
    const junk = Buffer.from('not a picture');
    for (let i = 0; i < READS_PER_HOUR; i++) expect((await read(user.client, junk)).status).toBe(415);
    const refused = await read(user.client, specimen);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
  });

  it('needs a session', async () => {
    const answer = await t.client().request('POST', '/api/documents/passport/read', {
      body: form(specimen, 'specimen.jpg'),
    });
    expect(answer.status).toBe(401);
  });
});

describe('POST /api/documents/{id}/read: a passport in the vault', () => {
  const upload = async (client: TestClient, file: Buffer, type = 'passport') =>
    (await client.request('POST', '/api/documents/upload', { body: form(file, 'passport.jpg', { type }) })).body
      .id as string;

  it("reads the owner's passport and keeps the reading; anyone else gets 404 and nothing is kept", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const id = await upload(owner.client, specimen);

    const stranger = await other.client.request('POST', `/api/documents/${id}/read`);
    expect(stranger.status).toBe(404);
    expect(await storedPassportReading(t.database.db, id)).toBeUndefined();

    const answer = await owner.client.request('POST', `/api/documents/${id}/read`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ valid: true, mrz: { documentNumber: 'L898902C3' } });
    const stored = await storedPassportReading(t.database.db, id);
    expect(stored?.reading).toEqual(answer.body);

    await owner.client.request('DELETE', `/api/documents/${id}`);
    const rows = await t.database.db.select().from(passportReadings).where(eq(passportReadings.documentId, id));
    expect(rows).toEqual([]);
  }, 60_000);

  it('reads only passports', async () => {
    const owner = await createUser(t);
    const id = await upload(owner.client, specimen, 'visa');
    const answer = await owner.client.request('POST', `/api/documents/${id}/read`);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe(NOT_A_PASSPORT);
  });
});
