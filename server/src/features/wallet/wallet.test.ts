import { WalletTransactionSchema, WalletTransactionsSchema } from '@contract/account/wallet';
import { walletTransactions } from '@db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import {
  expectConstantStatements,
  expectRefusesBadPaging,
  getPage,
  statementsForPage,
  walkAllPages,
} from '../../../test/support/paging';
import { partnerClient, uniqueKey } from '../../../test/support/partner';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { newId } from '../../lib/ids';
import * as repo from './repo';
import { recordTransaction } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const credit = (email: string, amount: number, remarks?: string) =>
  partnerClient(t).post('/api/partner/wallet/transactions', {
    email,
    type: 'credit',
    amount,
    remarks,
    idempotencyKey: uniqueKey('credit'),
  });

describe('wallet', () => {
  it('starts empty: balance 0 and no transactions', async () => {
    const user = await createUser(t);
    const balance = await user.client.get('/api/wallet/balance');
    expect(balance.status).toBe(200);
    expect(balance.body).toEqual({ balance: 0 });
    const list = await user.client.get('/api/wallet/transactions');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ items: [], nextCursor: null });
  });

  it('shows rupees with 2 decimals and lists transactions newest first', async () => {
    const user = await createUser(t);
    expect((await credit(user.email, 150.5, 'Cashback')).status).toBe(201);
    const debit = await partnerClient(t).post('/api/partner/wallet/transactions', {
      email: user.email,
      type: 'debit',
      amount: 20.25,
      idempotencyKey: uniqueKey('debit'),
    });
    expect(debit.status).toBe(201);
    expect(debit.body.balance).toBe(130.25);

    const balance = await user.client.get('/api/wallet/balance');
    expect(balance.body).toEqual({ balance: 130.25 });
    const list = await user.client.get('/api/wallet/transactions');
    expect(list.body.items).toHaveLength(2);
    expect(list.body.items[0]).toMatchObject({ type: 'debit', amount: 20.25, direction: 'debit', remarks: null });
    expect(list.body.items[1]).toMatchObject({
      type: 'credit',
      amount: 150.5,
      direction: 'credit',
      remarks: 'Cashback',
    });
    // The list writes its times in the database; they read as the ones written when each was recorded.
    expect(list.body.items[0]).toEqual(debit.body.transaction);
    expect(list.body.items[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('writes the list exactly in the shape of the contract, whatever the remarks hold', async () => {
    const user = await createUser(t);
    const remarks = 'Refund "A\\B" – ₹ 🇮🇳 <b>';
    expect((await credit(user.email, 0.07, remarks)).status).toBe(201);
    expect((await credit(user.email, 333.33)).status).toBe(201);
    const list = await user.client.get('/api/wallet/transactions');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(WalletTransactionsSchema.strict().safeParse(list.body).success).toBe(true);
    for (const item of list.body.items) expect(() => WalletTransactionSchema.strict().parse(item)).not.toThrow();
    expect(list.body.items.map((item: { amount: number }) => item.amount)).toEqual([333.33, 0.07]);
    expect(list.body.items[1].remarks).toBe(remarks);
  });

  it('limits the transaction list and validates the limit', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 3; i++) await credit(user.email, 1);
    const limited = await user.client.get('/api/wallet/transactions?limit=2');
    expect(limited.body.items).toHaveLength(2);
    const bad = await user.client.get('/api/wallet/transactions?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses anonymous callers with 401', async () => {
    for (const path of ['/api/wallet/balance', '/api/wallet/transactions']) {
      const res = await t.client().get(path);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('never goes below zero under 50 concurrent debits, and the balance equals the ledger sum', async () => {
    const user = await createUser(t);
    expect((await credit(user.email, 10)).status).toBe(201);
    const partner = partnerClient(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        partner.post('/api/partner/wallet/transactions', {
          email: user.email,
          type: 'debit',
          amount: 1,
          idempotencyKey: uniqueKey(`race-${i}`),
        }),
      ),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(40);
    for (const res of results.filter((r) => r.status === 422)) {
      expect(res.body).toEqual({ error: 'Insufficient wallet balance', code: 'UNPROCESSABLE' });
    }
    const balance = await user.client.get('/api/wallet/balance');
    expect(balance.body).toEqual({ balance: 0 });
    const db = t.database.db;
    expect(await repo.balanceOf(db, user.id)).toBe(0);
    expect(await repo.ledgerSum(db, user.id)).toBe(0);
  });

  it('keeps the balance equal to the ledger sum when service calls race', async () => {
    const user = await createUser(t);
    const db = t.database.db;
    await recordTransaction(db, { userId: user.id, type: 'credit', amountPaise: 2_500 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        recordTransaction(db, { userId: user.id, type: i % 3 === 0 ? 'credit' : 'debit', amountPaise: 300 }),
      ),
    );
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    const balance = await repo.balanceOf(db, user.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(await repo.ledgerSum(db, user.id));
  });

  it('refuses a zero or fractional-paise amount in the service', async () => {
    const user = await createUser(t);
    await expect(
      recordTransaction(t.database.db, { userId: user.id, type: 'credit', amountPaise: 0 }),
    ).rejects.toMatchObject({ statusCode: 422 });
    await expect(
      recordTransaction(t.database.db, { userId: user.id, type: 'credit', amountPaise: 1.5 }),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect(await repo.ledgerSum(t.database.db, user.id)).toBe(0);
  });
});

describe('GET /api/wallet/transactions, a page at a time', () => {
  const now = Date.now();
  /** Ledger entries put straight into the table, each `secondsAgo` before `now` (ties told apart by id). */
  async function insertEntries(userId: string, secondsAgo: number[]) {
    const rows = secondsAgo.map((seconds) => ({
      id: newId(),
      userId,
      type: 'credit',
      amountPaise: 100,
      createdAt: new Date(now - seconds * 1000),
    }));
    await t.database.db.insert(walletTransactions).values(rows);
    return rows.map((row): string => row.id);
  }
  const path = '/api/wallet/transactions';

  it('walks every entry once across pages while others are recorded in between', async () => {
    const user = await createUser(t);
    const existing = await insertEntries(user.id, [...Array.from({ length: 25 }, (_, n) => n * 10), 95, 95, 95]);
    const { pages } = await walkAllPages(user.client, path, {
      limit: 7,
      existing,
      check: (body) => expect(WalletTransactionsSchema.strict().safeParse(body).success).toBe(true),
      // Between pages: one newer than all (it belongs before the pages read) and one among those still to come.
      between: (pages) => insertEntries(user.id, [-60, pages * 70 + 65]),
    });
    expect(pages).toBeGreaterThanOrEqual(4);
  });

  it('answers no next page when the last page is exactly full', async () => {
    const user = await createUser(t);
    await insertEntries(user.id, [1, 2, 3, 4]);
    const first = await getPage(user.client, path, 2);
    expect(first.body.items).toHaveLength(2);
    const second = await getPage(user.client, path, 2, first.body.nextCursor);
    expect(second.body.items).toHaveLength(2);
    expect(second.body.nextCursor).toBeNull();
  });

  it("answers only the caller's entries, even after another user's cursor", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const mine = await insertEntries(owner.id, [5, 15, 25, 35]);
    const theirs = await insertEntries(other.id, [10, 20, 30, 40]);
    const first = await getPage(other.client, path, 1);
    expect(first.body.items.map((item) => item.id)).toEqual([theirs[0]]);
    const res = await getPage(owner.client, path, 100, first.body.nextCursor);
    expect(res.status).toBe(200);
    const ids = res.body.items.map((item) => item.id);
    expect(ids.filter((id) => theirs.includes(id))).toEqual([]);
    expect(ids).toEqual(mine.slice(1));
  });

  it('answers a page of 1 and a page of 200 entries in the same number of queries', async () => {
    const user = await createUser(t);
    await insertEntries(user.id, [1]);
    const { one } = await expectConstantStatements(t, user.client, path, {
      full: 200,
      fill: () =>
        insertEntries(
          user.id,
          Array.from({ length: 250 }, (_, n) => n + 2),
        ),
      atMost: 3,
    });
    const full = await statementsForPage(t, user.client, path, 200);
    const after = await statementsForPage(t, user.client, path, 200, full.body.nextCursor);
    expect(after.body.items).toHaveLength(51);
    expect(after.statements).toBe(one);
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    const user = await createUser(t);
    await expectRefusesBadPaging(user.client, path, 'wallet-transactions', 200);
  });
});
