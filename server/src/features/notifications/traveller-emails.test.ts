import { visaReadyBy } from '@contract/processing-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { readyDraft, submitAndPay } from '../../../test/support/apply';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { todayInIndia } from '../applications/apply-service';
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

/** A traveller (in this language) who has paid for a Thailand tourist application, and its e-mails. */
async function paidTraveller(language: 'en' | 'hi') {
  const user = await createUser(t, { firstName: 'Asha', language });
  const draft = await readyDraft(user, { optionId: 'th-tourist' });
  await submitAndPay(user, draft.ref);
  const application = (await user.client.get(`/api/applications/${draft.ref}`)).body.application;
  const mails = (await t.outbox()).filter((m) => m.to === user.email);
  return { user, application, mails };
}

/** The decision date as a traveller reads it: today plus the option's processing time in working days. */
const decisionDate = (processingDays: number, locale: string) =>
  new Date(`${visaReadyBy(todayInIndia(), processingDays)}T00:00:00Z`).toLocaleDateString(locale, {
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
