import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { creditWallet, readyDraft, submitAndPay } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig, SAMPLE_SUPPLIER } from '../../config';
import { amountInWords } from './invoice';

/** GST tax invoices and credit notes (CGST Rules 2017, rules 46 and 53), read back from the PDFs. */
let t: TestApp;
let support: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  support = await createOperator(t, 'support');
});
afterAll(() => t.close());

const money = (rupees: number) =>
  `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const paise = (rupees: number) => Math.round(rupees * 100);
const NUMBER = /^HV\/\d{2}-\d{2}\/\d{6}$/;

/** The text of a PDF the traveller downloads (the test client reads bodies as text, which breaks binary files). */
async function pdfText(user: TestUser, url: string): Promise<string> {
  const cookie = [...user.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(new URL(url, t.url), { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A traveller with an address on record (and a profile GSTIN when given) who has paid for an application. */
async function paidTraveller(profile: { state: string; gstin?: string }, submit: { gstin?: string } = {}) {
  const user = await createUser(t);
  const draft = await readyDraft(user, { optionId: 'th-tourist' });
  const saved = await user.client.put('/api/profile', {
    firstName: 'Asha',
    address: '4 Park Street, Ward 12',
    city: 'Kolkata',
    ...profile,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const submitted = await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 0, ...submit });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  await user.client.post(`/api/payments/test/${submitted.body.payment.id}`, { outcome: 'success' });
  const application = (await user.client.get(`/api/applications/${draft.ref}`)).body.application;
  return { user, application, payment: application.payments[0] };
}

function expectSupplierAndTotals(text: string, price: { serviceFee: number; gst: number; total: number }) {
  expect(text).toContain('Tax invoice');
  expect(text).toContain(SAMPLE_SUPPLIER.SUPPLIER_LEGAL_NAME);
  expect(text).toContain(SAMPLE_SUPPLIER.SUPPLIER_ADDRESS);
  expect(text).toContain(`GSTIN: ${SAMPLE_SUPPLIER.SUPPLIER_GSTIN}`);
  expect(text).toContain('State: Karnataka (code 29)');
  expect(text).toMatch(/Invoice number: HV\/\d{2}-\d{2}\/\d{6}/);
  expect(text).toMatch(/Date of issue: \d{2}\/\d{2}\/\d{4}/);
  expect(text).toContain('Asha Traveller');
  expect(text).toContain('4 Park Street, Ward 12, Kolkata');
  expect(text).toContain(`Taxable value (SAC 998559) ${money(price.serviceFee)}`);
  expect(text).toContain(`Total ${money(price.total)}`);
  expect(text).toContain(`In words: ${amountInWords(Math.round(price.total * 100), 'en')}`);
  expect(text).not.toContain('Rs.');
}

describe('amounts in words', () => {
  it('groups by lakh and crore, with paise, in English and in Hindi', () => {
    expect(amountInWords(1_234_567_801, 'en')).toBe(
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees And One Paisa Only',
    );
    expect(amountInWords(559_900, 'en')).toBe('Five Thousand Five Hundred Ninety Nine Rupees Only');
    expect(amountInWords(559_950, 'hi')).toBe('पांच हज़ार पांच सौ निन्यानवे रुपये और पचास पैसे मात्र');
    expect(amountInWords(10_000_000, 'hi')).toBe('एक लाख रुपये मात्र');
  });
});

describe('the GST tax invoice', () => {
  it('splits the tax into CGST and SGST for a traveller in the supplier’s state', async () => {
    const { user, application, payment } = await paidTraveller({ state: 'Karnataka' });
    expect(payment.invoiceUrl).toBe(`/api/invoices/${payment.id}`);
    const text = await pdfText(user, payment.invoiceUrl);
    expectSupplierAndTotals(text, application.price);
    const half = paise(application.price.gst) / 2;
    expect(text).toContain(`CGST @ 9% ${money(Math.floor(half) / 100)}`);
    expect(text).toContain(`SGST @ 9% ${money(Math.ceil(half) / 100)}`);
    expect(text).not.toContain('IGST');
    expect(text).toContain('GSTIN: Unregistered');
    expect(text).toContain('Place of supply: Karnataka (code 29)');
  });

  it('charges IGST to a business in another state, made out to the GSTIN given at the review step', async () => {
    const { user, application, payment } = await paidTraveller({ state: 'West Bengal' }, { gstin: '27aapfu0939f1zv' });
    const text = await pdfText(user, payment.invoiceUrl);
    expectSupplierAndTotals(text, application.price);
    expect(text).toContain(`IGST @ 18% ${money(application.price.gst)}`);
    expect(text).not.toContain('CGST');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Place of supply: Maharashtra (code 27)');
  });

  it('uses the GSTIN saved in the profile and prints the invoice in Hindi for a Hindi-speaking traveller', async () => {
    const { user, application, payment } = await paidTraveller({ state: 'Karnataka', gstin: '29AAGCB7383J1Z4' });
    expect((await user.client.put('/api/language', { language: 'hi' })).status).toBe(204);
    const text = await pdfText(user, payment.invoiceUrl);
    expect(text).toContain('29AAGCB7383J1Z4');
    expect(text).toContain(SAMPLE_SUPPLIER.SUPPLIER_GSTIN);
    expect(text).toContain(money(application.price.total));
    expect(text).toContain('मात्र');
    expect(text).not.toContain('Tax invoice');
  });

  it('refuses a GSTIN with a wrong check character, in the profile and at the review step, and changes nothing', async () => {
    const user = await createUser(t);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    const profile = await user.client.put('/api/profile', { firstName: 'Asha', gstin: '27AAPFU0939F1ZW' });
    expect(profile.status).toBe(400);
    expect(profile.body.fields.gstin).toMatch(/valid GSTIN/);
    const submit = await user.client.post(`/api/applications/${draft.ref}/submit`, { gstin: '27AAPFU0939F1ZW' });
    expect(submit.status).toBe(400);
    expect(submit.body.fields.gstin).toMatch(/valid GSTIN/);
    expect((await user.client.get('/api/profile')).body.profile.gstin).toBeNull();
    expect((await user.client.get(`/api/applications/${draft.ref}`)).body.application.payments).toEqual([]);
  });

  it('numbers invoices consecutively, without gaps or repeats, under concurrent payments', async () => {
    const travellers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const user = await createUser(t);
        await creditWallet(t, user.email, 10_000);
        return { user, draft: await readyDraft(user, { optionId: 'th-tourist' }) };
      }),
    );
    const payments = await Promise.all(
      travellers.map(({ user, draft }) => submitAndPay(user, draft.ref, 10_000).then(() => draft.ref)),
    );
    const numbers: string[] = [];
    for (const [i, ref] of payments.entries()) {
      const { user } = travellers[i]!;
      const payment = (await user.client.get(`/api/applications/${ref}`)).body.application.payments[0];
      const text = await pdfText(user, payment.invoiceUrl);
      numbers.push(/Invoice number: (\S+)/.exec(text)![1]!);
    }
    expect(numbers.every((number) => NUMBER.test(number))).toBe(true);
    const serials = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(serials.map((serial) => serial - serials[0]!)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('credit notes', () => {
  it('issues one for a cancellation’s full refund, referencing the invoice, downloadable beside it', async () => {
    const { user, application } = await paidTraveller({ state: 'Karnataka' });
    const invoiceText = await pdfText(user, application.payments[0].invoiceUrl);
    const invoiceNumber = /Invoice number: (\S+)/.exec(invoiceText)![1]!;
    const cancelled = await user.client.post(`/api/applications/${application.ref}/cancel`);
    expect(cancelled.status).toBe(200);
    const [note] = cancelled.body.application.payments[0].creditNotes;
    expect(cancelled.body.application.payments[0].creditNotes).toHaveLength(1);
    expect(note).toMatchObject({ amount: application.price.total });
    expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    const text = await pdfText(user, note.url);
    expect(text).toContain('Credit note');
    expect(text).toContain(`Credit note number: ${note.number}`);
    expect(text).toContain(`Against invoice: ${invoiceNumber}`);
    expect(text).toContain(`Taxable value (SAC 998559) ${money(application.price.serviceFee)}`);
    expect(text).toContain(`Total credited ${money(application.price.total)}`);
    const stranger = await createUser(t);
    expect((await stranger.client.get(note.url)).status).toBe(404);
  });

  it('takes the service fee and its tax off the invoice when a rejection refunds them', async () => {
    const { user, application } = await paidTraveller({ state: 'Gujarat' });
    await support.client.post(`/api/ops/applications/${application.ref}/accept-remaining`);
    for (const status of ['in_review', 'with_embassy']) {
      await support.client.post(`/api/ops/applications/${application.ref}/status`, { status });
    }
    await support.client.post(`/api/ops/applications/${application.ref}/status`, {
      status: 'rejected',
      note: 'Embassy refused the visa',
    });
    const payment = (await user.client.get(`/api/applications/${application.ref}`)).body.application.payments[0];
    expect(payment.creditNotes).toHaveLength(1);
    const refunded = (paise(application.price.serviceFee) + paise(application.price.gst)) / 100;
    expect(payment.creditNotes[0].amount).toBe(refunded);
    const text = await pdfText(user, payment.creditNotes[0].url);
    expect(text).toContain(`IGST @ 18% ${money(application.price.gst)}`);
    expect(text).toContain(`value ${money(0)}`);
    expect(text).toContain(`Total credited ${money(refunded)}`);
  });
});

describe('the supplier settings', () => {
  const production = { NODE_ENV: 'production', OUTBOX: '1' };

  it('are required in production, and a sample stands in elsewhere', () => {
    expect(() => loadConfig(production)).toThrow(/SUPPLIER_LEGAL_NAME: required in production/);
    expect(() => loadConfig({ ...production, ...SAMPLE_SUPPLIER, SUPPLIER_ADDRESS: '' })).toThrow(
      /SUPPLIER_ADDRESS: required in production/,
    );
    expect(loadConfig({ ...production, ...SAMPLE_SUPPLIER }).supplier.state.name).toBe('Karnataka');
    expect(loadConfig({ NODE_ENV: 'development' }).supplier.gstin).toBe(SAMPLE_SUPPLIER.SUPPLIER_GSTIN);
  });

  it('refuse a GSTIN whose check character is wrong, and half a supplier', () => {
    expect(() => loadConfig({ ...SAMPLE_SUPPLIER, SUPPLIER_GSTIN: '29AABCH1234K1ZM' })).toThrow(
      /SUPPLIER_GSTIN: Enter a valid GSTIN/,
    );
    expect(() => loadConfig({ SUPPLIER_GSTIN: '27AAPFU0939F1ZV' })).toThrow(/set all three or none/);
    const config = loadConfig({ ...SAMPLE_SUPPLIER, SUPPLIER_GSTIN: '27aapfu0939f1zv' });
    expect(config.supplier).toMatchObject({ gstin: '27AAPFU0939F1ZV', state: { code: '27', name: 'Maharashtra' } });
  });
});
