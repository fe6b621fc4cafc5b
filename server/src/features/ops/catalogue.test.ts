import { CatalogueHistorySchema } from '@contract/ops/catalogue';
import { catalogueHistory, opsAudit } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { createOperator } from '../../../test/support/operators';
import { expectConstantStatements, expectRefusesBadPaging, walkAllPages } from '../../../test/support/paging';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let traveller: TestUser;
let support: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  traveller = await createUser(t);
  support = await createOperator(t, 'support');
  admin = await createOperator(t, 'admin');
});
afterAll(() => t.close());

interface ConsoleOption {
  id: string;
  name: string;
  validity: string;
  stay: string;
  requirements: string[];
  processingDays: number;
  eVisa: boolean;
  estimate: boolean;
  version: number;
}
interface ConsoleDestination {
  code: string;
  name: string;
  image: string;
  pricePaise: number;
  eVisa: boolean;
  summary: string;
  version: number;
  options: ConsoleOption[];
}

async function consoleDestination(code: string): Promise<ConsoleDestination> {
  const res = await admin.client.get('/api/ops/catalogue');
  expect(res.status).toBe(200);
  return (res.body.destinations as ConsoleDestination[]).find((d) => d.code === code)!;
}

async function consoleOption(id: string): Promise<ConsoleOption> {
  const country = id.slice(0, 2).toUpperCase();
  return (await consoleDestination(country)).options.find((o) => o.id === id)!;
}

function optionEdit(option: ConsoleOption, fields: Record<string, unknown> = {}) {
  const { id: _id, ...rest } = option;
  return {
    name: rest.name,
    governmentFeePaise: 280_000,
    serviceFeePaise: 70_000,
    processingDays: rest.processingDays,
    validity: rest.validity,
    stay: rest.stay,
    requirements: rest.requirements,
    eVisa: rest.eVisa,
    estimate: false,
    source: { name: 'Royal Thai Embassy, New Delhi', url: 'https://www.thaievisa.go.th' },
    verifiedAt: '2025-02-01',
    version: rest.version,
    ...fields,
  };
}

const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Thailand is visa free for 60 days: a 90-day trip is what the visas are sold for. */
const LONG_TRIP = `start=${isoDaysFromNow(10)}&end=${isoDaysFromNow(100)}`;
const thaiOptions = async () =>
  (await t.client().get(`/api/visa/search?from=IN&to=TH&type=tourist&${LONG_TRIP}`)).body.options as Array<{
    id: string;
    fee: number;
    source: { name: string; url: string };
    verifiedAt: string;
    estimate: boolean;
  }>;
const thaiTourist = async () => (await thaiOptions()).find((o) => o.id === 'th-tourist')!;

describe('catalogue console access', () => {
  it('is for admins only', async () => {
    expect((await t.client().get('/api/ops/catalogue')).status).toBe(401);
    expect((await traveller.client.get('/api/ops/catalogue')).body.code).toBe('FORBIDDEN');
    const asSupport = await support.client.put('/api/ops/catalogue/options/th-tourist', {});
    expect(asSupport.status).toBe(403);
    expect((await support.client.get('/api/ops/catalogue/history')).status).toBe(403);
    expect((await admin.client.get('/api/ops/catalogue/history')).status).toBe(200);
  });
});

describe('visa option edits', () => {
  it('show in the search with their source, are audited, refuse a stale version, and revert', async () => {
    const before = await thaiTourist();
    const option = await consoleOption('th-tourist');

    const saved = await admin.client.put('/api/ops/catalogue/options/th-tourist', optionEdit(option));
    expect(saved.status).toBe(200);
    const changeId = saved.body.changeId as number;
    await expect.poll(async () => (await thaiTourist()).fee).toBe(2800 + 700 + 126);
    expect(await thaiTourist()).toMatchObject({
      source: { name: 'Royal Thai Embassy, New Delhi', url: 'https://www.thaievisa.go.th' },
      verifiedAt: '2025-02-01',
      estimate: false,
    });
    expect(await consoleOption('th-tourist')).toMatchObject({ version: option.version + 1 });

    const audit = await t.database.db.select().from(opsAudit).where(eq(opsAudit.targetId, 'option:th-tourist'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'catalogue.option', operatorEmail: admin.email, targetType: 'catalogue' });
    expect(audit[0]!.after).toMatchObject({ governmentFeePaise: 280_000, changeId });

    const stale = await admin.client.put('/api/ops/catalogue/options/th-tourist', optionEdit(option));
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');

    const history = await admin.client.get('/api/ops/catalogue/history?entity=option&entryKey=th-tourist');
    expect(history.body.items[0]).toMatchObject({ id: changeId, actor: admin.email, revertOf: null });

    const reverted = await admin.client.post(`/api/ops/catalogue/history/${changeId}/revert`);
    expect(reverted.status).toBe(200);
    await expect.poll(async () => (await thaiTourist()).fee).toBe(before.fee);
    expect(await thaiTourist()).toMatchObject({ source: before.source, verifiedAt: before.verifiedAt });
    const again = await admin.client.post(`/api/ops/catalogue/history/${changeId}/revert`);
    expect(again.status).toBe(409);
    const revertAudit = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'catalogue.revert'));
    expect(revertAudit.map((row) => row.targetId)).toContain('option:th-tourist');
  });

  it('answers bad input with the field messages and changes nothing', async () => {
    const option = await consoleOption('ae-tourist');
    const res = await admin.client.put(
      '/api/ops/catalogue/options/ae-tourist',
      optionEdit(option, {
        governmentFeePaise: -5,
        requirements: [],
        source: { name: '', url: 'ftp://x' },
        verifiedAt: '2999-01-01',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toMatchObject({
      governmentFeePaise: 'The government fee cannot be negative',
      requirements: 'List at least one document',
      'source.name': 'Name the source',
      verifiedAt: 'The verified date cannot be in the future',
    });
    expect(await consoleOption('ae-tourist')).toEqual(option);
    expect((await admin.client.put('/api/ops/catalogue/options/nowhere', optionEdit(option))).status).toBe(404);
  });
});

describe('destination edits', () => {
  it('show in /api/destinations and revert', async () => {
    const destination = await consoleDestination('SG');
    const res = await admin.client.put('/api/ops/catalogue/destinations/sg', {
      name: 'Singapore',
      image: destination.image,
      pricePaise: 250_000,
      eVisa: destination.eVisa,
      summary: 'Garden city, corrected summary',
      version: destination.version,
    });
    expect(res.status).toBe(200);
    const card = async () =>
      (
        (await t.client().get('/api/destinations')).body.items as Array<{
          code: string;
          price: number;
          summary: string;
        }>
      ).find((d) => d.code === 'SG')!;
    await expect.poll(async () => (await card()).price).toBe(2500);
    expect((await card()).summary).toBe('Garden city, corrected summary');

    await admin.client.post(`/api/ops/catalogue/history/${res.body.changeId}/revert`);
    await expect.poll(async () => (await card()).price).toBe(destination.pricePaise / 100);
    expect((await card()).summary).toBe(destination.summary);
  });
});

describe('overrides and contradictions', () => {
  it('creates an override, lists the contradiction it causes, and removing it clears both', async () => {
    const created = await admin.client.put('/api/ops/catalogue/overrides', {
      passport: 'in',
      destination: 'th',
      category: 'no-admission',
      note: 'Test of the contradictions list',
      source: { name: 'Royal Thai Embassy', url: 'https://www.thaievisa.go.th' },
      verifiedAt: '2025-03-01',
    });
    expect(created.status).toBe(200);
    const listed = (await admin.client.get('/api/ops/catalogue')).body.overrides;
    expect(listed).toContainEqual(expect.objectContaining({ passport: 'IN', destination: 'TH', version: 1 }));
    await expect
      .poll(async () => (await t.client().get('/api/visa/search?from=IN&to=TH&type=tourist')).body.requirement.category)
      .toBe('no-admission');

    const found = (await admin.client.get('/api/ops/catalogue/contradictions')).body.items;
    expect(found).toContainEqual(
      expect.objectContaining({ kind: 'option-no-admission', country: 'TH', optionId: 'th-tourist' }),
    );

    const stale = await admin.client.delete('/api/ops/catalogue/overrides/IN/TH?version=7');
    expect(stale.status).toBe(409);
    const removed = await admin.client.delete('/api/ops/catalogue/overrides/IN/TH?version=1');
    expect(removed.status).toBe(200);
    expect((await admin.client.get('/api/ops/catalogue')).body.overrides).toEqual([]);
    const after = (await admin.client.get('/api/ops/catalogue/contradictions')).body.items;
    expect(after).toEqual([]);
    const audit = await t.database.db.select().from(opsAudit).where(eq(opsAudit.targetId, 'override:IN:TH'));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['catalogue.override', 'catalogue.override-removed']),
    );
  });

  it('answers a bad override with field messages', async () => {
    const res = await admin.client.put('/api/ops/catalogue/overrides', { passport: 'India', category: 'maybe' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['passport', 'destination', 'category']));
    expect((await admin.client.delete('/api/ops/catalogue/overrides/IN/TH')).status).toBe(400);
  });
});

describe('GET /api/ops/catalogue/history, a page at a time', () => {
  /** Changes put straight into the history, of one option each, in the order given (numbered as they come). */
  async function insertChanges(entryKeys: string[]) {
    const rows = await t.database.db
      .insert(catalogueHistory)
      .values(
        entryKeys.map((entryKey) => ({
          entity: 'option',
          entryKey,
          actor: admin.email,
          before: null,
          after: { n: 1 },
        })),
      )
      .returning({ id: catalogueHistory.id });
    return rows.map((row) => row.id);
  }
  const numbered = (count: number, key = 'paged-option') => Array.from({ length: count }, () => key);

  for (const filter of ['', '?entity=option&entryKey=paged-entry']) {
    it(`walks every change once, newest first, while others are made in between (${filter || 'no filter'})`, async () => {
      const key = filter ? 'paged-entry' : 'paged-option';
      const existing = (await insertChanges(numbered(25, key))).reverse();
      const { seen, pages } = await walkAllPages<{ id: number }>(admin.client, `/api/ops/catalogue/history${filter}`, {
        limit: 7,
        existing: existing.map(String),
        keyOf: (change) => String(change.id),
        check: (body) => expect(CatalogueHistorySchema.strict().safeParse(body).success).toBe(true),
        // A change made between pages is newer than every page read: it shows on the next visit, never twice.
        between: () => insertChanges([key]),
      });
      expect(pages).toBeGreaterThanOrEqual(4);
      expect(seen.filter((id) => existing.map(String).includes(id))).toEqual(existing.map(String));
    });
  }

  it('answers a page of 1 and a page of 200 changes in the same number of queries', async () => {
    await insertChanges(numbered(200));
    await expectConstantStatements(t, admin.client, '/api/ops/catalogue/history', { full: 200, atMost: 3 });
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    await expectRefusesBadPaging(admin.client, '/api/ops/catalogue/history', 'ops-catalogue-history', 200);
    const notANumber = Buffer.from(JSON.stringify(['ops-catalogue-history', 'abc'])).toString('base64url');
    const res = await admin.client.get(`/api/ops/catalogue/history?cursor=${notANumber}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/Invalid cursor: ask for the first page again/);
  });
});
