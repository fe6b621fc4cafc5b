import { addDays, todayInIndia } from '@contract/dates';
import type { OpsTripRule, StaleFacts, TripRuleChange } from '@contract/ops/trip-rules';
import type { TripCheckResponse } from '@contract/trip-check';
import { opsAudit } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/fixtures';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** The console's trip rules (editor, history, revert) and the re-verification queue, over HTTP (issue 30). */
let t: TestApp;
let support: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  support = await createOperator(t, 'support');
  admin = await createOperator(t, 'admin');
});
afterAll(() => t.close());

const TODAY = todayInIndia();
const SOURCE = {
  name: 'Royal Thai Embassy, New Delhi',
  url: 'https://newdelhi.thaiembassy.org/en/page/visa-exemption',
};

async function rule(id: string): Promise<OpsTripRule> {
  const res = await support.client.get<{ items: OpsTripRule[] }>('/api/ops/trip-rules');
  expect(res.status).toBe(200);
  return res.body.items.find((item) => item.id === id)!;
}

const edit = (current: OpsTripRule, fields: Record<string, unknown> = {}) => {
  const { id: _id, updatedAt: _u, ...rest } = current;
  return { ...rest, ...fields };
};

const thaiVerdict = async (days: number) => {
  const res = await t.client().post<TripCheckResponse>('/api/trip-check', {
    passport: 'IN',
    legs: [{ country: 'TH', arrive: addDays(TODAY, 10), depart: addDays(TODAY, 10 + days - 1) }],
  });
  expect(res.status).toBe(200);
  return res.body.verdict;
};

describe('the trip rule editor', () => {
  it('lets support read rules and history but not change them', async () => {
    const current = await rule('stay:in:th');
    expect(current).toMatchObject({ rule: { kind: 'stay', days: 60 }, version: 1 });
    expect((await support.client.get(`/api/ops/trip-rules/stay:in:th/history`)).status).toBe(200);
    const refused = await support.client.put('/api/ops/trip-rules/stay:in:th', edit(current, { source: SOURCE }));
    expect(refused).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await rule('stay:in:th')).version).toBe(1);
  });

  it('refuses an edit without a source or verified date (400, nothing changed) and a stale version (409)', async () => {
    const current = await rule('transit:in:us');
    const noSource = await admin.client.put(
      '/api/ops/trip-rules/transit:in:us',
      edit(current, { source: { name: '', url: '' } }),
    );
    expect(noSource.status).toBe(400);
    expect(noSource.body.fields).toMatchObject({ 'source.name': 'Name the source' });
    const { verifiedAt: _v, ...undated } = edit(current);
    const noDate = await admin.client.put('/api/ops/trip-rules/transit:in:us', undated);
    expect(noDate.status).toBe(400);
    expect(Object.keys(noDate.body.fields)).toContain('verifiedAt');
    const future = await admin.client.put(
      '/api/ops/trip-rules/transit:in:us',
      edit(current, { verifiedAt: addDays(TODAY, 2) }),
    );
    expect(future.status).toBe(400);
    expect((await rule('transit:in:us')).version).toBe(current.version);

    const saved = await admin.client.put('/api/ops/trip-rules/transit:in:us', edit(current, { note: 'Checked' }));
    expect(saved.status).toBe(200);
    const stale = await admin.client.put('/api/ops/trip-rules/transit:in:us', edit(current, { note: 'Late' }));
    expect(stale).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    expect((await rule('transit:in:us')).note).toBe('Checked');
  });

  it('applies an edit to the trip check at once, keeps it in the history and the audit, and reverts it', async () => {
    expect(await thaiVerdict(75)).toBe('action-needed');
    const current = await rule('stay:in:th');
    const saved = await admin.client.put<{ changeId: number }>(
      '/api/ops/trip-rules/stay:in:th',
      edit(current, { rule: { kind: 'stay', days: 90 }, source: SOURCE, verifiedAt: TODAY }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await expect.poll(() => thaiVerdict(75), { timeout: 5_000 }).toBe('ready');

    const history = await support.client.get<{ items: TripRuleChange[] }>('/api/ops/trip-rules/stay:in:th/history');
    expect(history.body.items[0]).toMatchObject({ id: saved.body.changeId, actor: admin.email, revertOf: null });
    expect(history.body.items[0]!.after).toMatchObject({ rule: { days: 90 }, sourceName: SOURCE.name });
    const [audit] = await t.database.db.select().from(opsAudit).where(eq(opsAudit.targetId, 'stay:in:th'));
    expect(audit).toMatchObject({ action: 'trip-rule.save', targetType: 'trip-rule', operatorEmail: admin.email });

    expect((await support.client.post(`/api/ops/trip-rules/history/${saved.body.changeId}/revert`)).status).toBe(403);
    const reverted = await admin.client.post(`/api/ops/trip-rules/history/${saved.body.changeId}/revert`);
    expect(reverted.status).toBe(200);
    await expect.poll(() => thaiVerdict(75), { timeout: 5_000 }).toBe('action-needed');
    expect(await rule('stay:in:th')).toMatchObject({ rule: { days: 60 }, verifiedAt: current.verifiedAt });
    const again = await admin.client.post(`/api/ops/trip-rules/history/${saved.body.changeId}/revert`);
    expect(again.status).toBe(409);
  });
});

describe('the contradiction list', () => {
  it('names a trip rule that the requirement data denies, beside the catalogue’s own', async () => {
    const before = await admin.client.get('/api/ops/catalogue/contradictions');
    expect(before.status).toBe(200);
    expect(before.body.items.filter((item: { kind: string }) => item.kind === 'trip-rule')).toEqual([]);
    const current = await rule('stay:in:th');
    const saved = await admin.client.put<{ changeId: number }>(
      '/api/ops/trip-rules/stay:in:th',
      edit(current, { rule: { kind: 'stay', days: 45 }, source: SOURCE, verifiedAt: TODAY }),
    );
    const after = await admin.client.get('/api/ops/catalogue/contradictions');
    expect(after.body.items).toContainEqual({
      kind: 'trip-rule',
      country: 'TH',
      ruleId: 'stay:in:th',
      message: 'Trip rule stay:in:th: 45 visa-free days, but the requirement says 60.',
    });
    await admin.client.post(`/api/ops/trip-rules/history/${saved.body.changeId}/revert`);
  });
});

describe('the re-verification queue', () => {
  const queue = async () => {
    const res = await support.client.get<StaleFacts>('/api/ops/stale-facts');
    expect(res.status).toBe(200);
    return res.body;
  };

  it('lists stale rules and overrides oldest first, the most used first among the same date; confirming moves them out', async () => {
    // Two rules last checked on the same old day; Thailand is checked more often than the US.
    for (const id of ['stay:in:th', 'transit:in:us']) {
      const current = await rule(id);
      const res = await admin.client.post('/api/ops/stale-facts/confirm', {
        kind: 'trip-rule',
        key: id,
        source: current.source,
        verifiedAt: '2023-05-01',
        version: current.version,
      });
      expect(res.status).toBe(200);
    }
    const override = await admin.client.put('/api/ops/catalogue/overrides', {
      passport: 'IN',
      destination: 'MV',
      category: 'visa-free',
      days: 30,
      source: { name: 'Maldives Immigration', url: 'https://immigration.gov.mv' },
      verifiedAt: '2024-02-02',
    });
    expect(override.status).toBe(200);
    await thaiVerdict(5);
    await thaiVerdict(6);

    const listed = await queue();
    expect(listed.staleBefore < TODAY).toBe(true);
    expect(listed.items.slice(0, 2).map((item) => item.key)).toEqual(['stay:in:th', 'transit:in:us']);
    const thai = listed.items[0]!;
    const us = listed.items[1]!;
    expect(thai.uses).toBeGreaterThan(us.uses);
    expect(thai).toMatchObject({ kind: 'trip-rule', verifiedAt: '2023-05-01', summary: 'visa-free up to 60 days' });
    const maldives = listed.items.find((item) => item.key === 'IN:MV')!;
    expect(maldives).toMatchObject({ kind: 'override', verifiedAt: '2024-02-02' });
    const dates = listed.items.map((item) => item.verifiedAt);
    expect(dates).toEqual([...dates].sort());
    // Rules no source confirms are listed whatever their date.
    expect(listed.items.find((item) => item.key === 'passport:default')?.summary).toMatch(/^Unverified: /);

    expect(
      (await support.client.post('/api/ops/stale-facts/confirm', { kind: 'trip-rule', key: 'stay:in:th' })).status,
    ).toBe(403);
    const noSource = await admin.client.post('/api/ops/stale-facts/confirm', {
      kind: 'trip-rule',
      key: 'stay:in:th',
      verifiedAt: TODAY,
      version: thai.version,
    });
    expect(noSource.status).toBe(400);
    const stale = await admin.client.post('/api/ops/stale-facts/confirm', {
      kind: 'override',
      key: 'IN:MV',
      source: SOURCE,
      verifiedAt: TODAY,
      version: maldives.version + 1,
    });
    expect(stale.status).toBe(409);
    const unknown = await admin.client.post('/api/ops/stale-facts/confirm', {
      kind: 'override',
      key: 'IN:ZZ',
      source: SOURCE,
      verifiedAt: TODAY,
      version: 1,
    });
    expect(unknown.status).toBe(404);

    for (const fact of [thai, maldives]) {
      const confirmed = await admin.client.post('/api/ops/stale-facts/confirm', {
        kind: fact.kind,
        key: fact.key,
        source: SOURCE,
        verifiedAt: TODAY,
        version: fact.version,
      });
      expect(confirmed.status).toBe(200);
    }
    const keys = (await queue()).items.map((item) => item.key);
    expect(keys).not.toContain('stay:in:th');
    expect(keys).not.toContain('IN:MV');
    expect(keys).toContain('transit:in:us');
    const confirmed = await rule('stay:in:th');
    expect(confirmed).toMatchObject({ rule: { days: 60 }, source: SOURCE, verifiedAt: TODAY, unverified: false });
    const history = await support.client.get<{ items: TripRuleChange[] }>('/api/ops/trip-rules/stay:in:th/history');
    expect(history.body.items[0]!.after).toMatchObject({ verifiedAt: TODAY, sourceUrl: SOURCE.url });
  });
});
