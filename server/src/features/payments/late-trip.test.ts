import { formatShortDate, todayInIndia } from '@contract/dates';
import { checkProcessingTime } from '@contract/processing-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { creditWallet, daysFromNow, readyDraft } from '../../../test/support/apply';
import { HINDI_BROWSER, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Thailand tourist visas take 5 working days: a trip in 2 days cannot have its visa in time. */
const SOON = { start: daysFromNow(2), end: daysFromNow(9) };

describe('paying for a trip that starts before the visa can be ready', () => {
  it('is refused with 422 naming the earliest realistic start, and nothing is recorded or debited', async () => {
    const traveller = await createUser(t);
    await creditWallet(t, traveller.email, 500);
    const draft = await readyDraft(traveller, { optionId: 'th-tourist', ...SOON });
    const { start, earliestStart } = checkProcessingTime(todayInIndia(), SOON.start, 5);
    const message = `The visa may not be ready by ${formatShortDate(start, 'en', true)}: the earliest realistic start is ${formatShortDate(earliestStart, 'en', true)}. Confirm that you understand to pay.`;

    for (const body of [{ walletAmount: 500 }, { walletAmount: 500, confirmLate: false }]) {
      const refused = await traveller.client.post(`/api/applications/${draft.ref}/submit`, body);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe(message);
      expect(refused.body.fields).toEqual({ confirmLate: message });
    }
    const { application } = (await traveller.client.get(`/api/applications/${draft.ref}`)).body;
    expect(application).toMatchObject({ status: 'draft', payments: [] });
    expect((await traveller.client.get('/api/wallet/balance')).body.balance).toBe(500);
  });

  it('says so in Hindi on a Hindi page', async () => {
    const traveller = await createUser(t);
    const draft = await readyDraft(traveller, { optionId: 'th-tourist', ...SOON });
    traveller.client.headers = { ...traveller.client.headers, ...HINDI_BROWSER };
    const refused = await traveller.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 0 });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/^वीज़ा शायद .+ तक तैयार न हो: सबसे जल्दी व्यावहारिक शुरुआत .+ है।/);
  });

  it('takes the payment once the traveller confirms they understand', async () => {
    const traveller = await createUser(t);
    await creditWallet(t, traveller.email, 500);
    const draft = await readyDraft(traveller, { optionId: 'th-tourist', ...SOON });
    const res = await traveller.client.post(`/api/applications/${draft.ref}/submit`, {
      walletAmount: 500,
      confirmLate: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment).toMatchObject({ status: 'pending', walletAmount: 500, providerAmount: 2999 });
    // Submitting again answers the same payment, confirmed or not.
    const again = await traveller.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 500 });
    expect(again.body.payment.id).toBe(res.body.payment.id);
  });
});
