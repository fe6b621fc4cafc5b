import { createHash } from 'node:crypto';
import { todayInIndia } from '@contract/dates';
import { payments } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { creditWallet, readyDraft, submitAndPay } from '../../../test/support/apply';
import { type OutboxMessage, startTestApp, type TestApp } from '../../../test/test-app';
import { promisedDecisionDate } from '../applications';
import { notifyUser } from './notify';

/** E-mails to travellers, read from the outbox as they would arrive, in English and in Hindi. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const walletCredit = (userId: string) => ({
  kind: 'wallet-credit' as const,
  userId,
  dedupeKey: `wallet-credit:${userId}:greeting`,
  data: { amountPaise: 10_000, remarks: null, balancePaise: 10_000 },
});

describe('the greeting', () => {
  it('greets the traveller by first name, before the message', async () => {
    const user = await createUser(t, { firstName: 'Asha' });
    await notifyUser(t.database.db, walletCredit(user.id));
    const mail = await t.lastMessage(user.email, 'wallet-credit');
    expect(mail.text).toMatch(/Hello Asha,\s+Your balance is ₹100\.00\./);
    expect(mail.html).toContain('Hello Asha,');
  });

  it('greets in Hindi, without a name when the account has none', async () => {
    const user = await createUser(t, { firstName: '', language: 'hi' });
    await notifyUser(t.database.db, walletCredit(user.id));
    const mail = await t.lastMessage(user.email, 'wallet-credit');
    expect(mail.text).toContain('नमस्ते,');
    expect(mail.text).not.toMatch(/नमस्ते \S*,/);
  });
});

/**
 * A traveller (in this language) who has paid for a Thailand tourist application, `walletRupees` of it
 * from wallet credits, with its e-mails and the payment's invoice number.
 */
async function paidTraveller(language: 'en' | 'hi', walletRupees = 0) {
  const user = await createUser(t, { firstName: 'Asha', language });
  if (walletRupees > 0) await creditWallet(t, user.email, walletRupees);
  const draft = await readyDraft(user, { optionId: 'th-tourist' });
  const payment = await submitAndPay(user, draft.ref, walletRupees);
  const application = (await user.client.get(`/api/applications/${draft.ref}`)).body.application;
  const mails = (await t.outbox()).filter((m) => m.to === user.email);
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
  return { user, application, mails, invoiceNumber: row!.invoiceNumber! };
}

const rupees = (amount: number, locale = 'en-IN') =>
  `₹${amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The PDF an e-mail carries: checked against its stated size and hash, and read back as text. */
async function attachedPdf(attachment: NonNullable<OutboxMessage['attachments']>[number]) {
  const bytes = Buffer.from(attachment.base64, 'base64');
  expect(bytes.byteLength).toBe(attachment.size);
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(attachment.sha256);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the payment receipt', () => {
  it('shows the fee breakdown and carries the GST tax invoice', async () => {
    const { application, mails, invoiceNumber } = await paidTraveller('en', 500);
    const { price } = application;
    const receipt = mails.find((m) => m.purpose === 'payment-receipt');
    expect(receipt?.subject).toBe(`Payment received for ${application.ref}`);
    expect(receipt?.text).toContain('Hello Asha,');
    expect(receipt?.text).toContain(
      `We received ${rupees(price.total)} for application ${application.ref}. Your GST tax invoice is attached.`,
    );
    for (const line of [
      `Government (embassy) fee: ${rupees(price.governmentFee)}`,
      `Service fee: ${rupees(price.serviceFee)}`,
      `GST: ${rupees(price.gst)}`,
      `Paid from wallet credits: ${rupees(500)}`,
      `Paid online: ${rupees(price.total - 500)}`,
      `Total paid: ${rupees(price.total)}`,
    ]) {
      expect(receipt?.text).toContain(line);
    }
    expect(receipt?.attachments).toHaveLength(1);
    const [invoice] = receipt!.attachments!;
    expect(invoice).toMatchObject({
      filename: `HelloVisa-invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`,
      contentType: 'application/pdf',
    });
    const text = await attachedPdf(invoice!);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(`Invoice number: ${invoiceNumber}`);
    expect(text).toContain(`Total ${rupees(price.total)}`);
  });

  it('is written in Hindi, with the invoice in Hindi, for a traveller who reads Hindi', async () => {
    const { application, mails, invoiceNumber } = await paidTraveller('hi');
    const { price } = application;
    const receipt = mails.find((m) => m.purpose === 'payment-receipt');
    expect(receipt?.text).toContain('नमस्ते Asha,');
    expect(receipt?.text).toContain('आपका कर बीजक (टैक्स इनवॉइस) इस ई-मेल के साथ संलग्न है।');
    expect(receipt?.text).toContain(`सरकारी (दूतावास) शुल्क: ${rupees(price.governmentFee, 'hi-IN')}`);
    expect(receipt?.text).toContain(`सेवा शुल्क: ${rupees(price.serviceFee, 'hi-IN')}`);
    expect(receipt?.text).toContain(`जीएसटी: ${rupees(price.gst, 'hi-IN')}`);
    expect(receipt?.text).toContain(`ऑनलाइन भुगतान: ${rupees(price.total, 'hi-IN')}`);
    expect(receipt?.text).not.toContain('वॉलेट क्रेडिट से भुगतान');
    expect(receipt?.text).toContain(`कुल भुगतान: ${rupees(price.total, 'hi-IN')}`);
    const text = await attachedPdf(receipt!.attachments![0]!);
    expect(text).toContain('कर बीजक');
    expect(text).toContain(invoiceNumber);
  });
});

/** The promised decision date as a traveller reads it: today plus the option's processing time in working days. */
const decisionDate = (processingDays: number, locale: string) =>
  new Date(`${promisedDecisionDate(todayInIndia(), processingDays)}T00:00:00Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe('the submitted message', () => {
  it('says what happens next and when the decision is expected', async () => {
    const { application, mails } = await paidTraveller('en');
    const days = application.option.processingDays;
    const submitted = mails.find((m) => m.purpose === 'application-status' && m.subject?.endsWith(': Submitted'));
    expect(submitted?.subject).toBe(`Thailand visa application ${application.ref}: Submitted`);
    expect(submitted?.text).toContain('Hello Asha,');
    expect(submitted?.text).toContain(
      `What happens next: our team reviews your documents, then sends your application to the embassy. Expect a decision by ${decisionDate(days, 'en-IN')} (about ${days} working days)`,
    );
  });

  it('says it in Hindi to a traveller who reads Hindi', async () => {
    const { application, mails } = await paidTraveller('hi');
    const days = application.option.processingDays;
    const submitted = mails.find((m) => m.purpose === 'application-status' && m.subject?.endsWith(': जमा किया गया'));
    expect(submitted?.text).toContain('नमस्ते Asha,');
    expect(submitted?.text).toContain('हमारी टीम आपके दस्तावेज़ों की जाँच करेगी, फिर आपका आवेदन दूतावास को भेजेगी।');
    expect(submitted?.text).toContain(`निर्णय ${decisionDate(days, 'hi-IN')} तक (लगभग ${days} कार्य दिवस में)`);
  });
});

describe('the visa-update e-mail', () => {
  const update = (userId: string, country: string) => ({
    kind: 'catalogue-change' as const,
    userId,
    dedupeKey: `catalogue-change:${userId}:${country}`,
    data: { country, summary: `${country}: Indian passport holders now in need of an e-visa` },
  });

  it('says "for the United States" in English, and "for France" without an article', async () => {
    const user = await createUser(t, { firstName: 'Asha' });
    await notifyUser(t.database.db, update(user.id, 'United States'));
    expect((await t.lastMessage(user.email, 'catalogue-change')).subject).toBe('Visa update for the United States');
    await notifyUser(t.database.db, update(user.id, 'France'));
    expect((await t.lastMessage(user.email, 'catalogue-change')).subject).toBe('Visa update for France');
  });

  it('names the country in Hindi for a Hindi reader', async () => {
    const user = await createUser(t, { firstName: 'Asha', language: 'hi' });
    await notifyUser(t.database.db, update(user.id, 'United States'));
    expect((await t.lastMessage(user.email, 'catalogue-change')).subject).toBe('संयुक्त राज्य के लिए वीज़ा अपडेट');
  });
});
