import type { ApplicationTripCheck, TripRule } from '@contract/trip-check';
import { tripRules } from '@db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { attachAll, createDraft, creditWallet, daysFromNow, givePassport } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { HINDI_BROWSER, startTestApp, type TestApp } from '../../../test/test-app';
import { COMMAND_LINE } from '../../lib/audit';
import { revertTripRuleChange, saveTripRule, tripRuleStoreFor } from '../trip-check';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Thailand asks 24 months of passport validity beyond departure: a passport that the draft accepted is refused. */
const STRICT_THAILAND: TripRule = {
  id: 'passport:in:th',
  passport: 'IN',
  country: 'TH',
  rule: { kind: 'passport', monthsBeyond: 24, from: 'departure', schengenExit: false },
  note: 'A test rule',
  source: { name: 'Test source', url: 'https://example.com/th-passport' },
  verifiedAt: daysFromNow(-1),
  unverified: false,
};

describe("an application's trip check (the ready-to-fly panel)", () => {
  it('answers per traveller for the owner, in Hindi on a Hindi page; 404 for another account', async () => {
    const owner = await createUser(t);
    await givePassport(owner);
    const draft = await createDraft(owner, { optionId: 'th-tourist' });
    const res = await owner.client.get<ApplicationTripCheck>(`/api/applications/${draft.ref}/trip-check`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.travellers).toHaveLength(1);
    const [self] = res.body.travellers;
    expect(self).toMatchObject({ passport: 'IN', name: 'Asha Traveller' });
    expect(self!.answer.legs[0]).toMatchObject({ country: 'TH', verdict: 'ready' });
    expect(self!.answer.passport.reasons.map((r) => r.code)).toContain('passport-valid');
    expect(res.body.verdict).toBe('ready');

    const inHindi = await owner.client.get<ApplicationTripCheck>(
      `/api/applications/${draft.ref}/trip-check`,
      HINDI_BROWSER,
    );
    expect(inHindi.status).toBe(200);
    expect(inHindi.body.travellers[0]!.answer.legs[0]!.reasons[0]!.text).toMatch(/[\u0900-\u097F]/);

    const other = await createUser(t);
    expect((await other.client.get(`/api/applications/${draft.ref}/trip-check`)).status).toBe(404);
  });

  it('refuses a submission the trip check says is not allowed with its reasons (422), charging nothing; operators see the panel', async () => {
    const user = await createUser(t);
    await creditWallet(t, user.email, 500);
    // Valid 6 months past the trip (the draft takes it), not the 24 months the stricter rule asks.
    const profile = { firstName: 'Asha', lastName: 'Traveller', dob: '1990-04-12', nationality: 'Indian' };
    const passport = { passportNo: 'Z1234567', passportExpiry: daysFromNow(400) };
    expect((await user.client.put('/api/profile', { ...profile, ...passport })).status).toBe(200);
    const draft = await attachAll(user, await createDraft(user, { optionId: 'th-business' }));
    const [row] = await t.database.db.select().from(tripRules).where(eq(tripRules.id, STRICT_THAILAND.id));
    const changeId = await saveTripRule(t.database, COMMAND_LINE, STRICT_THAILAND, row?.version);
    await tripRuleStoreFor(t.database).reload();
    try {
      const panel = await user.client.get<ApplicationTripCheck>(`/api/applications/${draft.ref}/trip-check`);
      expect(panel.body.verdict).toBe('not-allowed');

      const refused = await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 500 });
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.code).toBe('UNPROCESSABLE');
      expect(refused.body.error).toMatch(/cannot be paid for/);
      expect(refused.body.fields['tripCheck.0']).toMatch(/^Asha Traveller: .*passport/i);

      expect((await user.client.get('/api/wallet/balance')).body.balance).toBe(500);
      const after = (await user.client.get(`/api/applications/${draft.ref}`)).body.application;
      expect(after.status).toBe('draft');
      expect(after.payments).toEqual([]);
    } finally {
      await revertTripRuleChange(t.database, COMMAND_LINE, changeId);
      await tripRuleStoreFor(t.database).reload();
    }
    const accepted = await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 500 });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const { payment } = accepted.body;
    if (payment.status === 'pending') {
      expect((await user.client.post(`/api/payments/test/${payment.id}`, { outcome: 'success' })).status).toBe(200);
    }

    // Operators see the same panel on the submitted application.
    const support = await createOperator(t, 'support');
    const res = await support.client.get<ApplicationTripCheck>(`/api/ops/applications/${draft.ref}/trip-check`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.travellers[0]).toMatchObject({ passport: 'IN', name: 'Asha Traveller' });
    expect(res.body.travellers[0]!.answer.legs[0]!.country).toBe('TH');
  }, 60_000);
});
