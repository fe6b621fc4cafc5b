import { AuditListSchema, FailedJobsSchema } from '@contract/ops/console';
import { opsAudit, outgoingMessages } from '@db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/fixtures';
import { createOperator } from '../../../test/support/operators';
import { expectConstantStatements, expectRefusesBadPaging, walkAllPages } from '../../../test/support/paging';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { newId } from '../../lib/ids';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createOperator(t, 'admin');
});
afterAll(() => t.close());

const now = Date.now();
const spread = (count: number, from: number) => Array.from({ length: count }, (_, n) => from + n * 10);

describe('GET /api/ops/audit, a page at a time', () => {
  /** Audit entries put straight into the table, each `secondsAgo` before `now`, by `operatorId`. */
  async function insertEntries(secondsAgo: number[], operatorId = admin.id) {
    const rows = secondsAgo.map((seconds) => ({
      id: newId(),
      operatorId,
      operatorEmail: `${operatorId}@hellovisa.example`,
      action: 'paging.test',
      targetType: 'user',
      targetId: 'someone',
      createdAt: new Date(now - seconds * 1000),
    }));
    await t.database.db.insert(opsAudit).values(rows);
    return rows.map((row): string => row.id);
  }

  for (const filter of ['', '?operator=paging-operator']) {
    it(`walks every entry once across pages, newest first, while others are written (${filter || 'no filter'})`, async () => {
      const operator = filter ? 'paging-operator' : admin.id;
      const existing = await insertEntries([...spread(25, 100), 195, 195, 195], operator);
      const { seen, pages } = await walkAllPages(admin.client, `/api/ops/audit${filter}`, {
        limit: 7,
        existing,
        check: (body) => expect(AuditListSchema.strict().safeParse(body).success).toBe(true),
        // Between pages: one newer than all (it belongs before the pages read) and one among those still to come.
        between: (pages) => insertEntries([-60, 100 + pages * 70 + 65], operator),
      });
      expect(pages).toBeGreaterThanOrEqual(4);
      const spaced = existing.slice(0, 25);
      expect(seen.filter((id) => spaced.includes(id))).toEqual(spaced);
    });
  }

  it('answers a page of 1 and a page of 200 entries in the same number of queries', async () => {
    await insertEntries(spread(200, 5000));
    await expectConstantStatements(t, admin.client, '/api/ops/audit', { full: 200, atMost: 3 });
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    await expectRefusesBadPaging(admin.client, '/api/ops/audit', 'ops-audit', 200);
  });
});

describe('GET /api/ops/jobs/failed, a page at a time', () => {
  /** Messages that failed for good put straight into the outbox, each `secondsAgo` before `now`. */
  async function insertFailed(secondsAgo: number[]) {
    const rows = secondsAgo.map((seconds) => ({
      id: newId(),
      dedupeKey: newId(),
      channel: 'email' as const,
      to: 'nobody@example.com',
      purpose: 'paging-test',
      template: 'paging-test',
      data: {},
      status: 'failed' as const,
      attempts: 5,
      lastError: 'SMTP down',
      createdAt: new Date(now - seconds * 1000),
    }));
    await t.database.db.insert(outgoingMessages).values(rows);
    return rows.map((row): string => row.id);
  }

  it('walks every failed message once across pages, newest first, while others fail in between', async () => {
    const existing = await insertFailed([...spread(25, 100), 195, 195, 195]);
    const { seen, pages } = await walkAllPages(admin.client, '/api/ops/jobs/failed', {
      limit: 7,
      existing,
      check: (body) => expect(FailedJobsSchema.strict().safeParse(body).success).toBe(true),
      between: (pages) => insertFailed([-60, 100 + pages * 70 + 65]),
    });
    expect(pages).toBeGreaterThanOrEqual(4);
    const spaced = existing.slice(0, 25);
    expect(seen.filter((id) => spaced.includes(id))).toEqual(spaced);
  });

  it('answers a page of 1 and a page of 200 failed messages in the same number of queries', async () => {
    await insertFailed(spread(200, 5000));
    await expectConstantStatements(t, admin.client, '/api/ops/jobs/failed', { full: 200, atMost: 3 });
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    await expectRefusesBadPaging(admin.client, '/api/ops/jobs/failed', 'ops-failed-messages', 200);
  });
});
