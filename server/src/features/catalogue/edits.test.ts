import { RequirementOverrideInputSchema, VisaOptionEditSchema } from '@contract/catalogue-facts';
import { notifications, requirementOverrides, visaOptions } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, visaSearch } from '../../../test/fixtures';
import { operatorActor } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { AppError } from '../../lib/app-error';
import { editVisaOption, removeOverride, saveOverride } from './edits';
import { catalogueChanges, revertChange } from './history';
import { CatalogueStore } from './store';

/** The served catalogue hears of an edit through NOTIFY and reloads: on a busy machine that takes seconds. */
const CATALOGUE_RELOAD = { timeout: 10_000 };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const requirementFor = async (to: string) =>
  (await visaSearch(t, { from: 'IN', to, type: 'tourist' })).body.requirement;
const optionFor = async (id: string) => (await t.client().get(`/api/visa/options/${id}`)).body.option;

const override = (fields: Record<string, unknown> = {}) =>
  RequirementOverrideInputSchema.parse({
    passport: 'IN',
    destination: 'JP',
    category: 'eta',
    note: 'Japan moved Indian passports to its new JESTA authorisation',
    source: { name: 'Ministry of Foreign Affairs of Japan', url: 'https://www.mofa.go.jp/j_info/visit/visa/' },
    verifiedAt: '2025-03-01',
    ...fields,
  });

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('sources and verified dates', () => {
  it('gives every requirement and visa option its source and verified date', async () => {
    const answer = (await visaSearch(t, { from: 'IN', to: 'AE', type: 'tourist' })).body;
    expect(answer.requirement).toMatchObject({
      source: { name: 'Passport Index', url: 'https://github.com/ilyankou/passport-index-dataset' },
      verifiedAt: '2025-01-12',
    });
    for (const option of answer.options) {
      expect(option.source.name).toBeTruthy();
      expect(option.source.url).toBeTruthy();
      expect(option.verifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect((await optionFor('jp-tourist')).estimate).toBe(true);
  });
});

describe('requirement overrides', () => {
  it('win over the shipped data and show their own source, and removing one brings the data back', async () => {
    expect((await requirementFor('JP')).category).toBe('e-visa');
    await saveOverride(t.database, operatorActor('ops@hellovisa.example'), override());
    await expect.poll(async () => (await requirementFor('JP')).category, CATALOGUE_RELOAD).toBe('eta');
    expect(await requirementFor('JP')).toMatchObject({
      source: { name: 'Ministry of Foreign Affairs of Japan', url: 'https://www.mofa.go.jp/j_info/visit/visa/' },
      verifiedAt: '2025-03-01',
      note: 'Japan moved Indian passports to its new JESTA authorisation',
    });
    await removeOverride(t.database, operatorActor('ops@hellovisa.example'), {
      passport: 'IN',
      destination: 'JP',
      version: 1,
    });
    await expect.poll(async () => (await requirementFor('JP')).category, CATALOGUE_RELOAD).toBe('e-visa');
  });

  it('keep the dataset categories apart: visa-free with days, on arrival, eTA, no admission', async () => {
    await saveOverride(
      t.database,
      operatorActor('ops'),
      override({ destination: 'KR', category: 'visa-free', days: 30 }),
    );
    await saveOverride(t.database, operatorActor('ops'), override({ destination: 'MX', category: 'no-admission' }));
    await expect.poll(async () => (await requirementFor('KR')).category, CATALOGUE_RELOAD).toBe('visa-free');
    expect(await requirementFor('KR')).toMatchObject({ days: 30 });
    expect((await requirementFor('KR')).summary).toMatch(/^Visa free for 30 days/);
    await expect.poll(async () => (await requirementFor('MX')).category, CATALOGUE_RELOAD).toBe('no-admission');
    expect((await visaSearch(t, { from: 'IN', to: 'MX', type: 'tourist' })).body.options).toEqual([]);
  });

  it('refuses an edit naming an older version (409) and changes nothing', async () => {
    await saveOverride(t.database, operatorActor('first'), override({ destination: 'CN' }));
    await saveOverride(
      t.database,
      operatorActor('second'),
      override({ destination: 'CN', category: 'visa-required', version: 1 }),
    );
    const stale = await failure(
      saveOverride(t.database, operatorActor('third'), override({ destination: 'CN', category: 'e-visa', version: 1 })),
    );
    expect(stale.statusCode).toBe(409);
    const creatingTwice = await failure(
      saveOverride(t.database, operatorActor('fourth'), override({ destination: 'CN' })),
    );
    expect(creatingTwice.statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(requirementOverrides)
      .where(eq(requirementOverrides.destination, 'CN'));
    expect(row).toMatchObject({ category: 'visa-required', version: 2 });
  });

  it('refuses bad input with a message per field', () => {
    const parsed = RequirementOverrideInputSchema.safeParse({
      passport: 'India',
      destination: 'TH',
      category: 'maybe',
      days: 0,
      source: { name: '', url: 'ftp://x' },
      verifiedAt: '2999-01-01',
    });
    expect(parsed.success).toBe(false);
    const fields = new Set(parsed.error!.issues.map((issue) => issue.path.join('.')));
    for (const field of ['passport', 'category', 'days', 'source.name', 'source.url', 'verifiedAt']) {
      expect(fields).toContain(field);
    }
  });
});

describe('history and revert', () => {
  it('keeps who, when, before and after for an option edit, and a revert restores it', async () => {
    const before = await optionFor('th-tourist');
    const [row] = await t.database.db.select().from(visaOptions).where(eq(visaOptions.id, 'th-tourist'));
    const edit = VisaOptionEditSchema.parse({
      name: before.name,
      governmentFeePaise: 280_000,
      serviceFeePaise: 70_000,
      processingDays: 4,
      validity: before.validity,
      stay: before.stay,
      requirements: before.requirements,
      eVisa: true,
      estimate: false,
      source: { name: 'Thai e-Visa', url: 'https://www.thaievisa.go.th' },
      verifiedAt: '2025-02-01',
      version: row!.version,
    });
    const changeId = await editVisaOption(t.database, operatorActor('admin@hellovisa.example'), 'th-tourist', edit);
    await expect.poll(async () => (await optionFor('th-tourist')).fee, CATALOGUE_RELOAD).toBe(2800 + 700 + 126);
    expect(await optionFor('th-tourist')).toMatchObject({
      source: { name: 'Thai e-Visa', url: 'https://www.thaievisa.go.th' },
      verifiedAt: '2025-02-01',
      processingDays: 4,
    });

    const [change] = await catalogueChanges(t.database.db, { entity: 'option', entryKey: 'th-tourist' });
    expect(change).toMatchObject({ id: changeId, actor: 'admin@hellovisa.example', revertOf: null });
    expect(change!.before).toMatchObject({ feesPaise: 349_900, version: row!.version });
    expect(change!.after).toMatchObject({ governmentFeePaise: 280_000, version: row!.version + 1 });
    expect(Date.parse(change!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const stale = await failure(editVisaOption(t.database, operatorActor('late'), 'th-tourist', edit));
    expect(stale.statusCode).toBe(409);

    const revertId = await revertChange(t.database, operatorActor('admin@hellovisa.example'), changeId);
    await expect.poll(async () => (await optionFor('th-tourist')).fee, CATALOGUE_RELOAD).toBe(3499);
    expect(await optionFor('th-tourist')).toMatchObject({ source: before.source, verifiedAt: before.verifiedAt });
    const [reverted] = await catalogueChanges(t.database.db, { entity: 'option', entryKey: 'th-tourist' });
    expect(reverted).toMatchObject({ id: revertId, revertOf: changeId });
    expect((await failure(revertChange(t.database, operatorActor('admin'), changeId))).statusCode).toBe(409);
  });

  it('reverting the creation of an override removes it', async () => {
    const changeId = await saveOverride(
      t.database,
      operatorActor('ops'),
      override({ destination: 'VN', category: 'visa-required' }),
    );
    await expect.poll(async () => (await requirementFor('VN')).category, CATALOGUE_RELOAD).toBe('visa-required');
    await revertChange(t.database, operatorActor('ops'), changeId);
    await expect.poll(async () => (await requirementFor('VN')).category, CATALOGUE_RELOAD).toBe('e-visa');
  });
});

describe('GET /api/destinations', () => {
  it('says what an Indian passport needs for each destination, an override included', async () => {
    const requirementOf = async (code: string) =>
      ((await t.client().get('/api/destinations')).body.items as Array<{ code: string; requirement: unknown }>).find(
        (item) => item.code === code,
      )?.requirement;
    expect(await requirementOf('TH')).toEqual({ category: 'visa-free', days: 60 });
    expect(await requirementOf('AE')).toEqual({ category: 'e-visa' });
    await t.database.db.delete(requirementOverrides);
    await saveOverride(t.database, operatorActor('ops'), override({ destination: 'JP', category: 'eta' }));
    await expect.poll(() => requirementOf('JP'), CATALOGUE_RELOAD).toEqual({ category: 'eta' });
    await t.database.db.delete(requirementOverrides);
  });
});

describe('alerts', () => {
  it('tell a traveller who wishlisted a destination when its fee or requirement changes, once per change', async () => {
    const traveller = await createUser(t);
    const bystander = await createUser(t);
    await traveller.client.post('/api/wishlist', { type: 'destination', country: 'SG' });
    const [row] = await t.database.db.select().from(visaOptions).where(eq(visaOptions.id, 'sg-tourist'));
    const before = await optionFor('sg-tourist');
    await editVisaOption(
      t.database,
      operatorActor('admin'),
      'sg-tourist',
      VisaOptionEditSchema.parse({
        ...before,
        governmentFeePaise: (row!.governmentFeePaise ?? 0) + 10_000,
        serviceFeePaise: row!.serviceFeePaise ?? 0,
        version: row!.version,
      }),
    );
    await saveOverride(
      t.database,
      operatorActor('ops'),
      override({ destination: 'SG', category: 'visa-free', days: 30 }),
    );
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, traveller.id));
    expect(told.map((n) => (n.data as { summary: string }).summary).sort()).toEqual([
      `Singapore: Indian passport holders now visa-free for 30 days`,
      `Singapore: the ${before.name} now costs ₹${(before.fee + 100).toLocaleString('en-IN')}`,
    ]);
    expect(told.every((n) => n.kind === 'catalogue-change')).toBe(true);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, bystander.id))).toEqual([]);
  });
});

describe('contradictions in the served catalogue', () => {
  it('lists none for the shipped data, and one once an override makes an option pointless', async () => {
    await t.database.db.delete(requirementOverrides);
    const served = new CatalogueStore(t.database);
    await served.reload();
    expect(served.contradictions()).toEqual([]);
    await saveOverride(
      t.database,
      operatorActor('ops'),
      override({ destination: 'LK', category: 'visa-free', days: 90 }),
    );
    await served.reload();
    const found = served.contradictions();
    expect(found.map((c) => c.optionId)).toContain('lk-tourist');
    expect(found.every((c) => c.country === 'LK')).toBe(true);
  });
});
