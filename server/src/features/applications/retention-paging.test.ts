import { RetentionDueSchema } from '@contract/ops/console';
import { applications, checklistItems } from '@db/schema/index';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/fixtures';
import { paidApplication } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { expectConstantStatements, expectRefusesBadPaging, walkAllPages } from '../../../test/support/paging';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DEFAULT_RETENTION } from './index';
import { DAY_MS, retentionDates } from './retention-policy';

/** GET /api/ops/retention a page at a time (docs/paging.md): its dates computed in SQL, as the job computes them. */

let t: TestApp;
let support: TestUser;
let source: string;
beforeAll(async () => {
  t = await startTestApp();
  support = await createOperator(t, 'support');
  source = (await paidApplication(t)).ref;
});
afterAll(() => t.close());

interface Copy {
  /** cancelled: its documents go `documentDays` after closing; draft: it goes whole `draftDays` after its last change. */
  status: 'cancelled' | 'draft';
  /** Days since it closed (or, for a draft, since its last change). */
  daysAgo: number;
  /** A visa file kept: the traveller is told before, and given `noticeDays` to download it. */
  visaFile?: boolean;
  /** The source's uploaded documents on its checklist: kept files too, as a visa file is. */
  documents?: boolean;
  /** Days since the notice of this period went out. */
  noticeDaysAgo?: number;
}

let copies = 0;
/** Copies of a paid application (the list's columns only), closed or left as drafts as `made` says. */
async function copyApplications(made: Copy[]) {
  const now = Date.now();
  const at = (days: number | undefined) => (days === undefined ? null : new Date(now - days * DAY_MS).toISOString());
  const rows = made.map((copy) => ({
    id: `retention-copy-${++copies}`,
    ref: `HV-2097-${String(copies).padStart(6, '0')}`,
    status: copy.status,
    closed_at: copy.status === 'draft' ? null : at(copy.daysAgo),
    updated_at: at(copy.daysAgo),
    visa_file_key: copy.visaFile ? `test/visa-${copies}` : null,
    notice_at: at(copy.noticeDaysAgo),
  }));
  await t.database.query(
    `insert into applications (id, ref, user_id, option_id, country, option, start_date, end_date, status,
       government_fee_paise, service_fee_paise, gst_paise, total_paise, created_at, updated_at, closed_at,
       visa_file_key, retention_notice_at)
     select made.id, made.ref, user_id, option_id, country, option, start_date, end_date, made.status,
       government_fee_paise, service_fee_paise, gst_paise, total_paise, made.updated_at, made.updated_at,
       made.closed_at, made.visa_file_key, made.notice_at
     from applications cross join jsonb_to_recordset($2::jsonb) as made(id text, ref text, status text,
       closed_at timestamptz, updated_at timestamptz, visa_file_key text, notice_at timestamptz)
     where applications.ref = $1`,
    [source, JSON.stringify(rows)],
  );
  const documented = rows.filter((_, index) => made[index]!.documents).map((row) => row.id);
  if (documented.length > 0) await copyChecklists(documented);
  return rows.map((row) => row.ref);
}

/** The source's travellers and checklist, with its uploaded documents, copied onto these applications. */
async function copyChecklists(ids: string[]) {
  const sourceApplication = `(select id from applications where ref = $1)`;
  await t.database.query(
    `insert into application_travellers (id, application_id, position, is_self, first_name, last_name, relationship)
     select copy.id || '-' || tr.id, copy.id, tr.position, tr.is_self, tr.first_name, tr.last_name, tr.relationship
     from application_travellers tr cross join unnest($2::text[]) as copy(id) where tr.application_id = ${sourceApplication}`,
    [source, ids],
  );
  await t.database.query(
    `insert into application_checklist_items (id, application_id, traveller_id, position, label, document_id)
     select copy.id || '-' || item.id, copy.id, copy.id || '-' || item.traveller_id, item.position, item.label,
       item.document_id
     from application_checklist_items item cross join unnest($2::text[]) as copy(id)
     where item.application_id = ${sourceApplication} and item.document_id is not null`,
    [source, ids],
  );
}

const { documentDays, draftDays } = DEFAULT_RETENTION;
/**
 * Due within 30 days, in each of the date's cases: no files, a visa file and no notice yet, a notice sent, uploaded
 * documents on the checklist, a draft.
 */
const mixture = (count: number): Copy[] =>
  Array.from({ length: count }, (_, n): Copy => {
    const daysAgo = documentDays - 29 + (n % 29);
    switch (n % 5) {
      case 0:
        return { status: 'cancelled', daysAgo };
      case 1:
        return { status: 'cancelled', daysAgo, visaFile: true };
      case 2:
        return { status: 'cancelled', daysAgo, visaFile: true, noticeDaysAgo: Math.min(3, daysAgo) };
      case 3:
        return { status: 'cancelled', daysAgo, documents: true };
      default:
        return { status: 'draft', daysAgo: draftDays - 29 + (n % 29) };
    }
  });

describe('GET /api/ops/retention, a page at a time', () => {
  const path = '/api/ops/retention?days=30';

  it('walks every due application once, soonest deletion first, with the dates the job would use', async () => {
    const existing = await copyApplications(mixture(40));
    const dates: Array<{ ref: string; deleteOn: string }> = [];
    const { seen, pages } = await walkAllPages<{ ref: string; deleteOn: string }>(support.client, path, {
      limit: 7,
      existing,
      keyOf: (item) => item.ref,
      check: (body) => {
        expect(RetentionDueSchema.strict().safeParse(body).success).toBe(true);
        dates.push(...body.items);
      },
      // Between pages: one due sooner than all (it belongs before the pages read) and one due in 29 days.
      between: () =>
        copyApplications([
          { status: 'cancelled', daysAgo: documentDays },
          { status: 'cancelled', daysAgo: documentDays - 29 },
        ]),
    });
    expect(pages).toBeGreaterThanOrEqual(6);
    const order = dates.map((item) => `${item.deleteOn} ${item.ref}`);
    expect(order).toEqual([...order].sort());

    // The dates are retentionDates' (the job's), computed a moment apart.
    const now = new Date();
    const rows = await t.database.db.select().from(applications).where(inArray(applications.ref, existing));
    const documented = new Set(
      (
        await t.database.db
          .selectDistinct({ id: checklistItems.applicationId })
          .from(checklistItems)
          .where(
            inArray(
              checklistItems.applicationId,
              rows.map((row) => row.id),
            ),
          )
      ).map((row) => row.id),
    );
    expect(rows.filter((row) => documented.has(row.id)).length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      const item = dates.find((entry) => entry.ref === row.ref)!;
      const keepsFiles = Boolean(row.visaFileKey) || documented.has(row.id);
      const expected = retentionDates(row, keepsFiles, DEFAULT_RETENTION, now)!.deleteOn;
      expect(Math.abs(Date.parse(item.deleteOn) - expected.getTime()), row.ref).toBeLessThan(120_000);
    }
    expect(seen.length).toBeGreaterThanOrEqual(existing.length);
  });

  it('answers a page of 1 and a page of 200 in the same number of queries', async () => {
    await copyApplications(mixture(200));
    const counted = await expectConstantStatements(t, support.client, path, { full: 200, atMost: 2 });
    expect(counted.one).toBe(2); // the guard's role, the page
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    await expectRefusesBadPaging(support.client, path, 'ops-retention', 200);
  });

  it('answers the first 50 to a caller that sends no page size', async () => {
    const res = await support.client.get(path);
    expect(res.body.items).toHaveLength(50);
    expect(res.body.nextCursor).not.toBeNull();
  });
});
