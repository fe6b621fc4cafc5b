import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Application } from '@contract/apply/applications';
import type { PassportCheck } from '@contract/apply/passport-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { createDraft, submitAndPay } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { HINDI_BROWSER, startTestApp, type TestApp } from '../../../test/test-app';
import { storedPassportReading } from '../passport-reading';

const PASSPORTS = join(import.meta.dirname, '../../../test/fixtures/passports');

/** 03-ind-scan.jpg of the passport test set, as its manifest says it reads. */
const MENON = {
  firstName: 'Lena',
  lastName: 'Menon',
  dob: '1964-11-15',
  nationality: 'Indian',
  passportNo: 'N2227690',
  passportExpiry: '2034-10-15',
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function uploadPicture(user: TestUser, file: string): Promise<string> {
  const form = new FormData();
  form.append('type', 'passport');
  form.append('file', new Blob([await readFile(join(PASSPORTS, file))], { type: 'image/jpeg' }), file);
  const res = await user.client.request('POST', '/api/documents/upload', { body: form });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** A draft for the account holder typed as `typed`, this passport picture attached to every checklist item. */
async function draftWithPassport(typed: Record<string, string>, file: string, body: Record<string, unknown> = {}) {
  const user = await createUser(t);
  expect((await user.client.put('/api/profile', typed)).status).toBe(200);
  const draft = await createDraft(user, body);
  const documentId = await uploadPicture(user, file);
  await attachToEvery(user, draft, () => documentId);
  return { user, ref: draft.ref, documentId };
}

async function attachToEvery(user: TestUser, draft: Application, documentOf: (travellerId: string) => string) {
  for (const item of draft.checklist) {
    const documentId = documentOf(item.travellerId);
    const res = await user.client.put(`/api/applications/${draft.ref}/checklist/${item.id}`, { documentId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

const submit = (user: TestUser, ref: string) =>
  user.client.post(`/api/applications/${ref}/submit`, { walletAmount: 0 });

describe('the attached passport against the application, before payment', () => {
  it('refuses a passport number typed otherwise than the passport says, naming both', async () => {
    const { user, ref } = await draftWithPassport({ ...MENON, passportNo: 'N2227609' }, '03-ind-scan.jpg');
    const refused = await submit(user, ref);
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual({
      'travellers.0.passportNo': 'Passport number: the form says N2227609, the attached passport says N2227690',
    });
    const check = (await user.client.get(`/api/applications/${ref}/passport-check`)).body as PassportCheck;
    expect(check.travellers[0]).toMatchObject({ state: 'read', mrz: { surname: 'MENON', givenNames: 'LENA' } });
    expect(check.travellers[0]!.matches.filter((m) => !m.ok).map((m) => m.field)).toEqual(['passportNo']);
  });

  it('refuses a surname and a date of birth that differ, and answers in Hindi when asked', async () => {
    const typed = { ...MENON, lastName: 'Menonn', dob: '1964-11-16' };
    const { user, ref } = await draftWithPassport(typed, '03-ind-scan.jpg');
    const refused = await submit(user, ref);
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual({
      'travellers.0.lastName': 'Surname: the form says Menonn, the attached passport says MENON',
      'travellers.0.dob': 'Date of birth: the form says 1964-11-16, the attached passport says 1964-11-15',
    });
    const hindi = await user.client.request('POST', `/api/applications/${ref}/submit`, {
      json: { walletAmount: 0 },
      headers: HINDI_BROWSER,
    });
    expect(hindi.body.fields['travellers.0.dob']).toContain('पासपोर्ट');
  });

  it("refuses an expiry read from the passport that the destination's validity rule refuses", async () => {
    // 05-ind-scan.jpg expires on 2028-12-03; Thailand asks for 6 months beyond the stay. The form says 2030.
    const typed = {
      firstName: 'Priya',
      lastName: "O'Brien",
      dob: '1996-05-07',
      nationality: 'Indian',
      passportNo: 'N8952466',
      passportExpiry: '2030-12-03',
    };
    const { user, ref } = await draftWithPassport(typed, '05-ind-scan.jpg', { start: '2028-07-01', end: '2028-07-10' });
    const refused = await submit(user, ref);
    expect(refused.status).toBe(422);
    expect(refused.body.fields['travellers.0.passportExpiry']).toBe(
      'Passport expiry: the form says 2030-12-03, the attached passport says 2028-12-03',
    );
    expect(refused.body.fields['travellers.0.passportValidity']).toMatch(/^Passport read from the attached page: /);
    expect(refused.body.fields['travellers.0.lastName']).toBeUndefined();
  });

  it('refuses one passport attached to two travellers', async () => {
    const companion = { ...MENON, firstName: 'Ravi', dob: '1960-01-20', relationship: 'Spouse' };
    const user = await createUser(t);
    expect((await user.client.put('/api/profile', MENON)).status).toBe(200);
    const draft = await createDraft(user, { travellers: [{ self: true }, companion] });
    const documentId = await uploadPicture(user, '03-ind-scan.jpg');
    await attachToEvery(user, draft, () => documentId);
    const refused = await submit(user, draft.ref);
    expect(refused.status).toBe(422);
    expect(refused.body.fields['travellers.1.passport']).toBe(
      "Ravi Menon and Lena Menon have the same passport attached: attach each traveller's own passport",
    );
  });

  it('lets an unreadable passport through with a warning, and a matching one submits', async () => {
    const { user, ref } = await draftWithPassport(MENON, 'no-zone.jpg');
    const check = (await user.client.get(`/api/applications/${ref}/passport-check`)).body as PassportCheck;
    expect(check.problems).toEqual([]);
    expect(check.travellers[0]).toMatchObject({
      state: 'unreadable',
      problem: expect.stringContaining('We could not find the two lines at the bottom of the photo page.'),
    });
    expect(check.warnings.map((w) => w.text)).toEqual([
      'Lena Menon: We could not read the attached passport: a clearer photo helps the embassy too',
    ]);
    await submitAndPay(user, ref);

    const matching = await draftWithPassport({ ...MENON, firstName: 'léna', lastName: 'menon' }, '03-ind-scan.jpg');
    await submitAndPay(matching.user, matching.ref);
  });

  it('keeps every read in the passport-reading store, a failed one with its problem, and reads a passport once', async () => {
    const { user, ref, documentId } = await draftWithPassport(MENON, 'no-zone.jpg');
    const kept = await storedPassportReading(t.database.db, documentId);
    expect(kept).toMatchObject({ problem: expect.stringContaining('We could not find the two lines') });
    expect(kept?.reading).toBeUndefined();

    const passportId = await uploadPicture(user, '03-ind-scan.jpg');
    expect((await user.client.post(`/api/documents/${passportId}/read`)).status).toBe(200);
    const before = await storedPassportReading(t.database.db, passportId);
    const draft = (await user.client.get(`/api/applications/${ref}`)).body.application as Application;
    await attachToEvery(user, draft, () => passportId);
    expect(await storedPassportReading(t.database.db, passportId)).toEqual(before);
  });

  it("is the owner's alone", async () => {
    const { ref } = await draftWithPassport(MENON, 'no-zone.jpg');
    const stranger = await createUser(t);
    expect((await stranger.client.get(`/api/applications/${ref}/passport-check`)).status).toBe(404);
  });
});

describe("the console's document review", () => {
  it('shows an operator what was read and what did not match; a traveller cannot see it', async () => {
    const { user, ref } = await draftWithPassport(MENON, '03-ind-scan.jpg');
    await submitAndPay(user, ref);
    const support = await createOperator(t, 'support');
    const detail = (await support.client.get(`/api/ops/applications/${ref}`)).body.application as Application;
    const item = detail.checklist[0]!;
    const rejected = await support.client.post(`/api/ops/applications/${ref}/checklist/${item.id}`, {
      decision: 'rejected',
      note: 'Attach the passport again',
    });
    expect(rejected.status).toBe(200);
    // The traveller attaches someone else's passport in its place.
    const other = await uploadPicture(user, '01-aus-scan.jpg');
    const again = await user.client.put(`/api/applications/${ref}/checklist/${item.id}`, { documentId: other });
    expect(again.status, JSON.stringify(again.body)).toBe(200);

    const url = `/api/ops/applications/${ref}/passport-check`;
    const review = await support.client.get(url);
    expect(review.status).toBe(200);
    const [traveller] = (review.body as PassportCheck).travellers;
    expect(traveller).toMatchObject({ state: 'read', documentId: other, mrz: { surname: 'KHAN', nationality: 'AUS' } });
    const differ = traveller!.matches.filter((m) => !m.ok).map((m) => m.field);
    expect(differ).toEqual(['passportNo', 'lastName', 'firstName', 'dob', 'passportExpiry', 'nationality']);
    expect((await user.client.get(url)).status).toBe(403);

    const readAgain = await support.client.post(`/api/ops/applications/${ref}/documents/${other}/read`);
    expect(readAgain.status).toBe(200);
    expect(readAgain.body.travellers[0].readAt >= traveller!.readAt!).toBe(true);
  });
});

const VISAS = join(import.meta.dirname, '../../../test/fixtures/visas');

/** Lena Menon's application, paid, its documents accepted and lodged with the embassy: ready for the visa. */
async function withEmbassy() {
  const { user, ref } = await draftWithPassport(MENON, '03-ind-scan.jpg');
  await submitAndPay(user, ref);
  const admin = await createOperator(t, 'admin');
  expect((await admin.client.post(`/api/ops/applications/${ref}/accept-remaining`)).status).toBe(200);
  const lodged = await admin.client.post(`/api/ops/applications/${ref}/status`, { status: 'with_embassy' });
  expect(lodged.status, JSON.stringify(lodged.body)).toBe(200);
  return { ref, admin };
}

async function attachVisa(operator: TestUser, ref: string, file: string, confirm = false) {
  const form = new FormData();
  if (confirm) form.append('confirmMismatch', 'yes');
  const type = file.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg';
  form.append('file', new Blob([await readFile(file)], { type }), 'visa');
  return operator.client.request('POST', `/api/ops/applications/${ref}/visa`, { body: form });
}

describe('the issued visa against the application', () => {
  it('approves at once with a visa whose zone matches the traveller, passport number included', async () => {
    const { ref, admin } = await withEmbassy();
    const attached = await attachVisa(admin, ref, join(VISAS, 'visa-match.jpg'));
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.application.status).toBe('approved');
    expect(attached.body.visaCheck).toMatchObject({
      state: 'read',
      holder: { name: 'Lena Menon' },
      warnings: [],
      mrz: { documentNumber: 'FRA123456', issuingState: 'FRA', optionalData: 'N2227690' },
      message: 'The visa matches Lena Menon.',
    });
    const fields = attached.body.visaCheck.matches.map((m: { field: string; ok: boolean }) => [m.field, m.ok]);
    expect(fields).toEqual([
      ['passportNo', true],
      ['lastName', true],
      ['firstName', true],
      ['dob', true],
      ['nationality', true],
    ]);
  }, 60_000);

  it('asks to confirm a visa that does not match, then keeps the warnings; support sees fields only', async () => {
    const { ref, admin } = await withEmbassy();
    const asked = await attachVisa(admin, ref, join(VISAS, 'visa-mismatch.jpg'));
    expect(asked.status).toBe(409);
    expect(asked.body.fields.confirmMismatch).toBe(
      "The visa's zone does not match the application (Surname, Given names, Date of birth). Look at the visa, then attach it anyway to approve.",
    );
    expect((await admin.client.get(`/api/ops/applications/${ref}`)).body.application.status).toBe('with_embassy');

    const confirmed = await attachVisa(admin, ref, join(VISAS, 'visa-mismatch.jpg'), true);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.application.status).toBe('approved');
    expect(confirmed.body.visaCheck.warnings).toEqual([
      'Surname: the application says Menon, the visa says MENEN',
      'Given names: the application says Lena, the visa says LEENA',
      'Date of birth: the application says 1964-11-15, the visa says 1966-11-15',
    ]);
    const support = await createOperator(t, 'support');
    const seen = (await support.client.get(`/api/ops/applications/${ref}`)).body.visaCheck;
    expect(seen).toMatchObject({
      mrz: null,
      warnings: expect.arrayContaining(['Surname: the application and the visa differ']),
    });
  }, 60_000);

  it('says so when the visa file carries no zone, and approves without a warning', async () => {
    const { ref, admin } = await withEmbassy();
    const attached = await attachVisa(admin, ref, join(PASSPORTS, 'no-zone.jpg'));
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.visaCheck).toMatchObject({
      state: 'no-zone',
      warnings: [],
      message: 'No visa zone (MRV-A) was found in the visa file: nothing was compared.',
    });
  }, 60_000);
});
