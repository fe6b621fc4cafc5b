import type { Application } from '@contract/apply/applications';
import { applications, documents } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { createDraft, givePassport, PDF, readyDraft, submitAndPay, uploadDocument } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { fileStorage } from '../../lib/storage';
import { applyRetention, DEFAULT_RETENTION, RETENTION_NOTE } from './index';

const DAY_MS = 24 * 60 * 60_000;
const policy = DEFAULT_RETENTION;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const run = (now: Date) => applyRetention(t.database.db, { now, policy });

async function rowOf(ref: string) {
  const [row] = await t.database.db.select().from(applications).where(eq(applications.ref, ref));
  return row;
}

async function documentRow(id: string) {
  const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id));
  return row;
}

const fileExists = async (key: string) => Boolean(await fileStorage(`${t.dataDir}/files`).get(key));

/** Closed this many days ago, as the retention job reads it. */
const closedDaysAgo = (ref: string, now: Date, days: number) =>
  t.database.db
    .update(applications)
    .set({ closedAt: daysBefore(now, days) })
    .where(eq(applications.ref, ref));

/** A paid application, approved with its visa file attached by an operator. */
async function approvedWithVisa(traveller: TestUser) {
  const draft = await readyDraft(traveller, { optionId: 'th-tourist' });
  await submitAndPay(traveller, draft.ref);
  const support = await createOperator(t, 'support');
  await support.client.post(`/api/ops/applications/${draft.ref}/accept-remaining`);
  await support.client.post(`/api/ops/applications/${draft.ref}/status`, { status: 'with_embassy' });
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'visa.pdf');
  const attached = await support.client.request('POST', `/api/ops/applications/${draft.ref}/visa`, { body: form });
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  const row = (await rowOf(draft.ref))!;
  expect(row.closedAt).toBeInstanceOf(Date);
  return { ref: draft.ref, documentId: draft.checklist[0]!.documentId!, visaKey: row.visaFileKey! };
}

async function cancelled(traveller: TestUser, draft: Application) {
  await submitAndPay(traveller, draft.ref);
  const res = await traveller.client.post(`/api/applications/${draft.ref}/cancel`, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('the retention job', () => {
  const now = new Date();
  let decided91: { ref: string; documentId: string; visaKey: string; traveller: TestUser };
  let decided89: { ref: string; documentId: string; visaKey: string; traveller: TestUser };

  beforeAll(async () => {
    const first = await createUser(t);
    const second = await createUser(t, { language: 'hi' });
    decided91 = { ...(await approvedWithVisa(first)), traveller: first };
    decided89 = { ...(await approvedWithVisa(second)), traveller: second };
    await closedDaysAgo(decided91.ref, now, 91);
    await closedDaysAgo(decided89.ref, now, 89);
  });

  it('tells the traveller a week ahead, then deletes the files of an application decided 91 days ago but not of one decided 89 days ago', async () => {
    // 7½ days earlier the first was 83½ days decided: inside the week before its 90 days.
    const earlier = await run(daysBefore(now, 7.5));
    expect(earlier.noticesSent).toBeGreaterThanOrEqual(1);
    expect((await rowOf(decided91.ref))!.retentionNoticeAt).toEqual(daysBefore(now, 7.5));
    expect((await rowOf(decided89.ref))!.retentionNoticeAt).toBeNull();

    const today = await run(now);
    expect(today.documentsDeleted).toBeGreaterThanOrEqual(1);
    await t.settled();

    const gone = (await rowOf(decided91.ref))!;
    expect(gone.documentsDeletedAt).toEqual(now);
    expect(gone.visaFileKey).toBeNull();
    expect(await documentRow(decided91.documentId)).toBeUndefined();
    expect(await fileExists(decided91.visaKey)).toBe(false);
    const page = (await decided91.traveller.client.get(`/api/applications/${decided91.ref}`)).body
      .application as Application;
    expect(page.visaUrl).toBeNull();
    expect(page.retention).toEqual({ deleteOn: null, deletedAt: now.toISOString() });
    expect(page.travellers[0]).toMatchObject({ passportNo: null, passportExpiry: null });
    expect(page.checklist.every((item) => item.documentId === null)).toBe(true);
    expect(page.timeline.filter((entry) => entry.note === RETENTION_NOTE)).toEqual([
      expect.objectContaining({ status: 'approved', actor: 'system', at: now.toISOString() }),
    ]);
    // Payment records and the tax invoice stay.
    expect(page.payments).toHaveLength(1);
    expect(page.payments[0]!.invoiceUrl).toBeTruthy();
    const invoice = await decided91.traveller.client.request('GET', page.payments[0]!.invoiceUrl!);
    expect(invoice.status).toBe(200);

    // The one decided 89 days ago is told today and keeps everything for the week the notice gives.
    const kept = (await rowOf(decided89.ref))!;
    expect(kept.documentsDeletedAt).toBeNull();
    expect(kept.retentionNoticeAt).toEqual(now);
    expect(await documentRow(decided89.documentId)).toBeDefined();
    expect(await fileExists(decided89.visaKey)).toBe(true);
    const keptPage = (await decided89.traveller.client.get(`/api/applications/${decided89.ref}`)).body
      .application as Application;
    expect(keptPage.retention.deleteOn).toBe(new Date(now.getTime() + 7 * DAY_MS).toISOString());
    expect(keptPage.visaUrl).not.toBeNull();
  });

  it('is idempotent: a second run at the same time does nothing', async () => {
    expect(await run(now)).toEqual({ noticesSent: 0, documentsDeleted: 0, draftsDeleted: 0, draftsCancelled: 0 });
  });

  it('sends the warning once, in the traveller’s language, with a link to the application', async () => {
    await run(new Date(now.getTime() + 60_000));
    const english = (await t.outbox()).filter(
      (m) => m.to === decided91.traveller.email && m.purpose === 'retention-notice',
    );
    expect(english).toHaveLength(1);
    expect(english[0]!.subject).toContain(decided91.ref);
    expect(english[0]!.text).toContain('Download what you want to keep');
    expect(english[0]!.link).toContain(`/account/applications/${decided91.ref}`);
    const hindi = (await t.outbox()).filter(
      (m) => m.to === decided89.traveller.email && m.purpose === 'retention-notice',
    );
    expect(hindi).toHaveLength(1);
    expect(hindi[0]!.text).toContain('डाउनलोड');
  });

  it('keeps what an open application still needs', async () => {
    const traveller = await createUser(t);
    await givePassport(traveller);
    const shared = await uploadDocument(traveller);
    const attach = async (draft: Application) => {
      for (const item of draft.checklist) {
        const res = await traveller.client.put(`/api/applications/${draft.ref}/checklist/${item.id}`, {
          documentId: shared,
        });
        expect(res.status).toBe(200);
      }
    };
    const old = await createDraft(traveller, { optionId: 'th-tourist' });
    await attach(old);
    await cancelled(traveller, old);
    const open = await createDraft(traveller, { optionId: 'th-tourist' });
    await attach(open);
    await submitAndPay(traveller, open.ref);
    // Open for a year, untouched: an open application has no retention clock.
    await t.database.db
      .update(applications)
      .set({ updatedAt: daysBefore(now, 365), submittedAt: daysBefore(now, 365) })
      .where(eq(applications.ref, open.ref));
    await t.database.db
      .update(applications)
      .set({ closedAt: daysBefore(now, 120), retentionNoticeAt: daysBefore(now, 30) })
      .where(eq(applications.ref, old.ref));

    await run(now);
    expect((await rowOf(old.ref))!.documentsDeletedAt).toEqual(now);
    expect((await rowOf(open.ref))!.documentsDeletedAt).toBeNull();
    const stored = await documentRow(shared);
    expect(stored).toBeDefined();
    expect(await fileExists(stored!.storageKey)).toBe(true);
    const openPage = (await traveller.client.get(`/api/applications/${open.ref}`)).body.application as Application;
    expect(openPage.retention.deleteOn).toBeNull();
    expect(openPage.checklist.every((item) => item.documentId === shared)).toBe(true);
  });

  it('deletes a draft left unchanged past its period, after telling the traveller', async () => {
    const traveller = await createUser(t);
    const draft = await readyDraft(traveller);
    const documentId = draft.checklist[0]!.documentId!;
    const stored = (await documentRow(documentId))!;
    await t.database.db
      .update(applications)
      .set({ updatedAt: daysBefore(now, 200) })
      .where(eq(applications.ref, draft.ref));

    await run(daysBefore(now, 8));
    const told = (await rowOf(draft.ref))!;
    expect(told.retentionNoticeAt).toEqual(daysBefore(now, 8));
    const page = (await traveller.client.get(`/api/applications/${draft.ref}`)).body.application as Application;
    expect(page.retention.deleteOn).toBe(daysBefore(now, 1).toISOString());
    const notice = (await t.outbox()).filter((m) => m.to === traveller.email && m.purpose === 'retention-notice');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toContain('draft');

    const result = await run(now);
    expect(result.draftsDeleted).toBeGreaterThanOrEqual(1);
    await t.settled();
    expect(await rowOf(draft.ref)).toBeUndefined();
    expect(await documentRow(documentId)).toBeUndefined();
    expect(await fileExists(stored.storageKey)).toBe(false);
    expect((await traveller.client.get(`/api/applications/${draft.ref}`)).status).toBe(404);
  });

  it('keeps a draft changed within its period, and a draft with a payment attempt is cancelled, not deleted', async () => {
    const traveller = await createUser(t);
    const recent = await createDraft(traveller);
    await t.database.db
      .update(applications)
      .set({ updatedAt: daysBefore(now, 170) })
      .where(eq(applications.ref, recent.ref));
    const other = await createUser(t);
    const attempted = await readyDraft(other);
    const submitted = await other.client.post(`/api/applications/${attempted.ref}/submit`, { walletAmount: 0 });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const failed = await other.client.post(`/api/payments/test/${submitted.body.payment.id}`, { outcome: 'failure' });
    expect(failed.status).toBe(200);
    await t.database.db
      .update(applications)
      .set({ updatedAt: daysBefore(now, 200), retentionNoticeAt: daysBefore(now, 10) })
      .where(eq(applications.ref, attempted.ref));

    const result = await run(now);
    expect(result.draftsCancelled).toBeGreaterThanOrEqual(1);
    expect((await rowOf(recent.ref))!.status).toBe('draft');
    const kept = (await rowOf(attempted.ref))!;
    expect(kept.status).toBe('cancelled');
    const page = (await other.client.get(`/api/applications/${attempted.ref}`)).body.application as Application;
    expect(page.payments).toHaveLength(1);
    expect(page.retention.deleteOn).not.toBeNull();
  });
});

describe('the warning with application e-mails turned off', () => {
  it('is still e-mailed: the traveller must hear before their documents go', async () => {
    const traveller = await createUser(t);
    const off = await traveller.client.put('/api/notifications/preferences', {
      applications: { email: false, inApp: false },
    });
    expect(off.status).toBe(200);
    const draft = await readyDraft(traveller, { optionId: 'th-tourist' });
    await cancelled(traveller, draft);
    const now = new Date();
    await closedDaysAgo(draft.ref, now, 85);

    await run(now);
    const mails = (await t.outbox()).filter((m) => m.to === traveller.email && m.purpose === 'retention-notice');
    expect(mails).toHaveLength(1);
    // Other application messages still follow the preference.
    expect((await t.outbox()).filter((m) => m.to === traveller.email && m.purpose === 'application-status')).toEqual(
      [],
    );
  });
});

describe('the retention job on the queue', () => {
  it('is on the scheduler every hour, once across processes', async () => {
    const { rows } = await t.database.query(`select name, cron from pgboss.schedule where name = 'retention'`, []);
    expect(rows).toEqual([expect.objectContaining({ name: 'retention', cron: '15 * * * *' })]);
  });
});

describe('the console view of what is due', () => {
  it('lists applications due within the days asked, soonest first, to operators only', async () => {
    const traveller = await createUser(t);
    const draft = await readyDraft(traveller, { optionId: 'th-tourist' });
    await cancelled(traveller, draft);
    const now = new Date();
    await closedDaysAgo(draft.ref, now, 80);

    const support = await createOperator(t, 'support');
    const due = await support.client.get('/api/ops/retention?days=30');
    expect(due.status, JSON.stringify(due.body)).toBe(200);
    expect(due.body.policy).toEqual({ documentDays: 90, draftDays: 180, noticeDays: 7 });
    const item = due.body.items.find((entry: { ref: string }) => entry.ref === draft.ref);
    expect(item).toMatchObject({ status: 'cancelled', kind: 'documents', noticeSentAt: null });
    const deleteOn = Date.parse(item.deleteOn);
    expect(deleteOn).toBeGreaterThanOrEqual(now.getTime() + 10 * DAY_MS - 60_000);
    expect(deleteOn).toBeLessThanOrEqual(now.getTime() + 10 * DAY_MS + 60_000);
    const dates = due.body.items.map((entry: { deleteOn: string }) => entry.deleteOn);
    expect(dates).toEqual([...dates].sort());

    const soon = await support.client.get('/api/ops/retention?days=5');
    expect(soon.body.items.map((entry: { ref: string }) => entry.ref)).not.toContain(draft.ref);
    const bad = await support.client.get('/api/ops/retention?days=0');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.days).toBe('Days must be between 1 and 365');
    expect((await traveller.client.get('/api/ops/retention')).status).toBe(403);
    expect((await t.client().get('/api/ops/retention')).status).toBe(401);
  });
});
