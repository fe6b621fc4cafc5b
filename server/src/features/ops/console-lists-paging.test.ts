import { WalletTransactionsSchema } from '@contract/account/wallet';
import { OpsUserApplicationsSchema, OpsUserSchema } from '@contract/ops/console';
import { BreachDetailSchema, BreachListSchema, BreachTravellersSchema } from '@contract/ops/grievances';
import { TripRuleHistorySchema } from '@contract/ops/trip-rules';
import { PhotoSpecHistorySchema } from '@contract/photo-check';
import {
  dataBreachAffected,
  dataBreaches,
  photoSpecHistory,
  tripRuleHistory,
  users,
  walletTransactions,
} from '@db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { paidApplication } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { expectConstantStatements, expectRefusesBadPaging, walkAllPages } from '../../../test/support/paging';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { newId } from '../../lib/ids';

/**
 * The console's lists paged last (docs/paging.md): the breach register and a breach's affected travellers, the trip
 * rules' and photo specifications' histories, and a user's applications and wallet on the user page.
 */

let t: TestApp;
let admin: TestUser;
let support: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createOperator(t, 'admin');
  support = await createOperator(t, 'support');
});
afterAll(() => t.close());

const now = Date.now();
const spread = (count: number, from: number) => Array.from({ length: count }, (_, n) => from + n * 10);

let breaches = 0;
/** Breaches put straight into the register, each discovered `secondsAgo` before `now`. */
async function insertBreaches(secondsAgo: number[]) {
  const rows = secondsAgo.map((seconds) => {
    const discoveredAt = new Date(now - seconds * 1000);
    return {
      id: newId(),
      reference: `BR-2026-${String(++breaches).padStart(6, '0')}`,
      title: 'Paging test',
      description: 'A breach recorded to page through.',
      discoveredAt,
      categories: ['contact'],
      location: 'Test',
      likelyImpact: 'None',
      measures: 'None',
      reportDueAt: new Date(discoveredAt.getTime() + 72 * 3600 * 1000),
      createdBy: admin.email,
      createdAt: new Date(),
    };
  });
  await t.database.db.insert(dataBreaches).values(rows);
  return rows.map((row): string => row.id);
}

describe('GET /api/ops/breaches, a page at a time', () => {
  it('walks every breach once across pages, newest discovery first, while others are recorded', async () => {
    const existing = await insertBreaches([...spread(25, 100), 195, 195, 195]);
    const { seen, pages } = await walkAllPages(admin.client, '/api/ops/breaches', {
      limit: 7,
      existing,
      check: (body) => expect(BreachListSchema.strict().safeParse(body).success).toBe(true),
      // Between pages: one newer than all (it belongs before the pages read) and one among those still to come.
      between: (pages) => insertBreaches([-60, 100 + pages * 70 + 65]),
    });
    expect(pages).toBeGreaterThanOrEqual(4);
    const spaced = existing.slice(0, 25);
    expect(seen.filter((id) => spaced.includes(id))).toEqual(spaced);
  });

  it('counts each breach’s affected and notified travellers on the page', async () => {
    const [id] = await insertBreaches([-3600]);
    await t.database.db.insert(dataBreachAffected).values([
      { breachId: id!, userId: admin.id, pickedBy: 'email', addedAt: new Date(), notifiedAt: new Date() },
      { breachId: id!, userId: support.id, pickedBy: 'email', addedAt: new Date() },
    ]);
    const res = await admin.client.get<{ items: Array<{ id: string; affected: number; notified: number }> }>(
      '/api/ops/breaches?limit=2',
    );
    expect(res.body.items[0]).toMatchObject({ id, affected: 2, notified: 1 });
    expect(res.body.items[1]).toMatchObject({ affected: 0, notified: 0 });
  });

  it('answers a page of 1 and a page of 200 breaches in the same number of queries', async () => {
    await insertBreaches(spread(200, 5000));
    const counted = await expectConstantStatements(t, admin.client, '/api/ops/breaches', { full: 200, atMost: 3 });
    expect(counted.one).toBe(3); // the guard's role, the page, its counts
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    await expectRefusesBadPaging(admin.client, '/api/ops/breaches', 'ops-breaches', 200);
  });

  it('answers the first 50 to a caller that sends no page size', async () => {
    const res = await admin.client.get<{ items: unknown[]; nextCursor: string | null }>('/api/ops/breaches');
    expect(res.body.items).toHaveLength(50);
    expect(res.body.nextCursor).not.toBeNull();
  });
});

describe("a breach's affected travellers, a page at a time", () => {
  let breachId: string;
  let people = 0;
  /** Travellers put straight into the users table and onto the breach, each added `secondsAgo` before `now`. */
  async function addTravellers(secondsAgo: number[]) {
    const rows = secondsAgo.map((seconds) => {
      const id = `breach-traveller-${++people}`;
      return { id, email: `${id}@example.com`, addedAt: new Date(now - seconds * 1000) };
    });
    await t.database.db
      .insert(users)
      .values(
        rows.map(({ id, email }) => ({ id, email, emailCanonical: email, referralCode: id, firstName: 'Paging' })),
      );
    await t.database.db
      .insert(dataBreachAffected)
      .values(rows.map((row) => ({ breachId, userId: row.id, pickedBy: 'email', addedAt: row.addedAt })));
    return rows.map((row) => row.id);
  }
  const path = () => `/api/ops/breaches/${breachId}/travellers`;

  beforeAll(async () => {
    [breachId] = (await insertBreaches([-7200])) as [string];
  });

  it('walks every traveller once, in the order they were added, while more are added', async () => {
    const existing = await addTravellers([...spread(25, 100).reverse(), 95, 95, 95]);
    const { seen, pages } = await walkAllPages<{ userId: string }>(admin.client, path(), {
      limit: 7,
      existing,
      keyOf: (traveller) => traveller.userId,
      check: (body) => expect(BreachTravellersSchema.strict().safeParse(body).success).toBe(true),
      // Between pages: one added before all (it belongs before the pages read) and one among those still to come.
      between: (pages) => addTravellers([100_000, 340 - 70 * (pages + 1) - 5]),
    });
    expect(pages).toBeGreaterThanOrEqual(4);
    const spaced = existing.slice(0, 25);
    expect(seen.filter((id) => spaced.includes(id))).toEqual(spaced);
  });

  it('answers a page of 1 and a page of 200 travellers in the same number of queries', async () => {
    await addTravellers(spread(200, 5000));
    const counted = await expectConstantStatements(t, admin.client, path(), { full: 200, atMost: 4 });
    expect(counted.one).toBe(4); // the guard's role, the breach, the page, its travellers' accounts
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    await expectRefusesBadPaging(admin.client, path(), 'ops-breach-travellers', 200);
  });

  it("embeds the first fifty in the breach's answer, with the cursor of the rest", async () => {
    const breach = await admin.client.get(`/api/ops/breaches/${breachId}`);
    expect(BreachDetailSchema.strict().safeParse(breach.body).success).toBe(true);
    expect(breach.body.travellers).toHaveLength(50);
    const next = await admin.client.get(`${path()}?cursor=${breach.body.travellersNextCursor}`);
    const first = await admin.client.get(`${path()}?limit=100`);
    expect([...breach.body.travellers, ...next.body.items].slice(0, 100)).toEqual(first.body.items);
  });

  it('answers 404 for a breach that does not exist, and 403 to support staff', async () => {
    expect((await admin.client.get('/api/ops/breaches/no-such-breach/travellers')).status).toBe(404);
    expect((await support.client.get(path())).status).toBe(403);
  });
});

/** A fact's history (a trip rule's, a photo specification's): rows put straight into its table. */
const histories = [
  {
    name: 'trip rule',
    path: '/api/ops/trip-rules/stay:in:zz-paging/history',
    list: 'ops-trip-rule-history',
    schema: TripRuleHistorySchema,
    insert: async (count: number) => {
      const rows = await t.database.db
        .insert(tripRuleHistory)
        .values(
          Array.from({ length: count }, () => ({ ruleId: 'stay:in:zz-paging', actor: admin.email, after: { n: 1 } })),
        )
        .returning({ id: tripRuleHistory.id });
      return rows.map((row) => row.id);
    },
    other: () =>
      t.database.db.insert(tripRuleHistory).values({ ruleId: 'stay:in:zz-other', actor: admin.email, after: {} }),
  },
  {
    name: 'photo specification',
    path: '/api/ops/photo-specs/zz-paging/history',
    list: 'ops-photo-spec-history',
    schema: PhotoSpecHistorySchema,
    insert: async (count: number) => {
      const rows = await t.database.db
        .insert(photoSpecHistory)
        .values(Array.from({ length: count }, () => ({ specId: 'zz-paging', actor: admin.email, after: { n: 1 } })))
        .returning({ id: photoSpecHistory.id });
      return rows.map((row) => row.id);
    },
    other: () => t.database.db.insert(photoSpecHistory).values({ specId: 'zz-other', actor: admin.email, after: {} }),
  },
];

for (const history of histories) {
  describe(`a ${history.name}'s history, a page at a time`, () => {
    it('walks every change once, newest first, while others are made to it and to other entries', async () => {
      const existing = (await history.insert(25)).map(String);
      const { seen, pages } = await walkAllPages<{ id: number }>(support.client, history.path, {
        limit: 7,
        existing,
        keyOf: (change) => String(change.id),
        check: (body) => expect(history.schema.strict().safeParse(body).success).toBe(true),
        between: async () => {
          await history.insert(1);
          await history.other();
        },
      });
      expect(pages).toBeGreaterThanOrEqual(4);
      expect(seen.filter((id) => existing.includes(id))).toEqual([...existing].reverse());
    });

    it('answers a page of 1 and a page of 200 changes in the same number of queries', async () => {
      await history.insert(200);
      const counted = await expectConstantStatements(t, support.client, history.path, { full: 200, atMost: 2 });
      expect(counted.one).toBe(2); // the guard's role, the page
    });

    it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
      await expectRefusesBadPaging(support.client, history.path, history.list, 200);
    });
  });
}

describe("the user page's applications, a page at a time", () => {
  let traveller: TestUser;
  let source: string;
  let copies = 0;
  /** Copies of the traveller's paid application, each made `secondsAgo` before now: only the list's columns. */
  async function copyApplication(secondsAgo: number[]) {
    const made = secondsAgo.map((seconds) => ({
      id: `user-copy-${++copies}`,
      ref: `HV-2098-${String(copies).padStart(6, '0')}`,
      at: new Date(now - seconds * 1000).toISOString(),
    }));
    await t.database.query(
      `insert into applications (id, ref, user_id, option_id, country, option, start_date, end_date, status,
         government_fee_paise, service_fee_paise, gst_paise, total_paise, submitted_at, created_at, updated_at)
       select made.id, made.ref, user_id, option_id, country, option, start_date, end_date, status,
         government_fee_paise, service_fee_paise, gst_paise, total_paise, submitted_at, made.at, made.at
       from applications cross join jsonb_to_recordset($2::jsonb) as made(id text, ref text, at timestamptz)
       where applications.ref = $1`,
      [source, JSON.stringify(made)],
    );
    return made.map((copy) => copy.ref);
  }
  const path = () => `/api/ops/users/${traveller.id}/applications`;

  beforeAll(async () => {
    const paid = await paidApplication(t);
    traveller = paid.traveller;
    source = paid.ref;
  });

  it('walks every application once, newest first, while the traveller applies again', async () => {
    const existing = await copyApplication([...spread(25, 100), 195, 195, 195]);
    const { seen, pages } = await walkAllPages<{ ref: string }>(support.client, path(), {
      limit: 7,
      existing: [source, ...existing],
      keyOf: (app) => app.ref,
      check: (body) => expect(OpsUserApplicationsSchema.strict().safeParse(body).success).toBe(true),
      between: (pages) => copyApplication([-60, 100 + pages * 70 + 65]),
    });
    expect(pages).toBeGreaterThanOrEqual(4);
    const spaced = existing.slice(0, 25);
    expect(seen.filter((ref) => spaced.includes(ref))).toEqual(spaced);
  });

  it('answers a page of 1 and a page of 200 applications in the same number of queries', async () => {
    await copyApplication(spread(200, 5000));
    const counted = await expectConstantStatements(t, support.client, path(), { full: 200, atMost: 3 });
    expect(counted.one).toBe(3); // the guard's role, the user, the page
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    await expectRefusesBadPaging(support.client, path(), 'ops-user-applications', 200);
  });

  it("embeds the first fifty in the user's answer, with the cursor of the rest", async () => {
    const user = await support.client.get(`/api/ops/users/${traveller.id}`);
    expect(OpsUserSchema.strict().safeParse(user.body).success).toBe(true);
    expect(user.body.applications).toHaveLength(50);
    const next = await support.client.get(`${path()}?cursor=${user.body.applicationsNextCursor}`);
    const first = await support.client.get(`${path()}?limit=100`);
    expect([...user.body.applications, ...next.body.items].slice(0, 100)).toEqual(first.body.items);
  });

  it('answers 404 for a user who does not exist', async () => {
    expect((await support.client.get('/api/ops/users/nobody-at-all/applications')).status).toBe(404);
  });
});

describe("the user page's wallet, a page at a time", () => {
  let traveller: TestUser;
  async function insertEntries(secondsAgo: number[]) {
    const rows = secondsAgo.map((seconds) => ({
      id: newId(),
      userId: traveller.id,
      type: 'credit',
      amountPaise: 100,
      createdAt: new Date(now - seconds * 1000),
    }));
    await t.database.db.insert(walletTransactions).values(rows);
    return rows.map((row): string => row.id);
  }
  const path = () => `/api/ops/users/${traveller.id}/wallet/transactions`;

  beforeAll(async () => {
    traveller = await createUser(t);
  });

  it('walks every entry once, newest first, while others are recorded', async () => {
    const existing = await insertEntries([...spread(25, 100), 195, 195, 195]);
    const { seen, pages } = await walkAllPages(support.client, path(), {
      limit: 7,
      existing,
      check: (body) => expect(WalletTransactionsSchema.strict().safeParse(body).success).toBe(true),
      between: (pages) => insertEntries([-60, 100 + pages * 70 + 65]),
    });
    expect(pages).toBeGreaterThanOrEqual(4);
    const spaced = existing.slice(0, 25);
    expect(seen.filter((id) => spaced.includes(id))).toEqual(spaced);
  });

  it('answers a page of 1 and a page of 200 entries in the same number of queries', async () => {
    await insertEntries(spread(200, 5000));
    const counted = await expectConstantStatements(t, support.client, path(), { full: 200, atMost: 3 });
    expect(counted.one).toBe(3); // the guard's role, the user, the page
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    await expectRefusesBadPaging(support.client, path(), 'wallet-transactions', 200);
  });

  it("embeds the first fifty in the user's answer, with the cursor of the rest", async () => {
    const user = await support.client.get(`/api/ops/users/${traveller.id}`);
    expect(user.body.wallet.transactions).toHaveLength(50);
    const next = await support.client.get(`${path()}?cursor=${user.body.wallet.nextCursor}`);
    const first = await support.client.get(`${path()}?limit=100`);
    expect([...user.body.wallet.transactions, ...next.body.items].slice(0, 100)).toEqual(first.body.items);
  });
});
