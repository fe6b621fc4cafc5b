import type { Application, ApplicationStatus } from '@contract/apply/applications';
import { NO_APPLICATION_IN_QUEUE_MESSAGE, NOT_IN_QUEUE_MESSAGE, REVIEW_QUEUE_STATUSES } from '@contract/ops/console';
import { applications, opsAudit } from '@db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { readyDraft, submitAndPay } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** Need to know (docs/product/console.md): support sees documents only for applications in the review queue. */
let t: TestApp;
let support: TestUser;
let admin: TestUser;

async function submitted(user: TestUser): Promise<Application> {
  const draft = await readyDraft(user, { optionId: 'th-tourist' });
  await submitAndPay(user, draft.ref);
  return (await user.client.get(`/api/applications/${draft.ref}`)).body.application;
}

const setStatus = (ref: string, status: ApplicationStatus) =>
  t.database.db.update(applications).set({ status }).where(eq(applications.ref, ref));

const viewsOf = (userId: string) =>
  t.database.db
    .select()
    .from(opsAudit)
    .where(and(eq(opsAudit.targetId, userId), eq(opsAudit.action, 'document.view')));

beforeAll(async () => {
  t = await startTestApp();
  support = await createOperator(t, 'support');
  admin = await createOperator(t, 'admin');
});
afterAll(() => t.close());

describe('need to know', () => {
  it('lets support open documents while the application needs review, and refuses them after', async () => {
    const traveller = await createUser(t);
    const app = await submitted(traveller);
    const url = `/api/ops/applications/${app.ref}/documents/${app.checklist[0]!.documentId}`;
    for (const status of REVIEW_QUEUE_STATUSES) {
      await setStatus(app.ref, status);
      expect((await support.client.request('GET', url)).status, status).toBe(200);
      const detail = await support.client.get(`/api/ops/applications/${app.ref}`);
      expect(detail.body.withheld, status).toBeNull();
      expect(detail.body.documents.length, status).toBeGreaterThan(0);
      expect(detail.body.application.travellers[0].passportNo, status).toBe('Z1234567');
    }
    const viewsBefore = await viewsOf(traveller.id);
    for (const status of ['with_embassy', 'approved', 'rejected', 'cancelled'] as const) {
      await setStatus(app.ref, status);
      const refused = await support.client.get(url);
      expect(refused.status, status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN', error: NOT_IN_QUEUE_MESSAGE });
      expect(refused.body.error).toMatch(/^This application is not in your queue/);
      // The page still opens: the documents are left out and the passport details masked, with the reason.
      const detail = await support.client.get(`/api/ops/applications/${app.ref}`);
      expect(detail.status, status).toBe(200);
      expect(detail.body.withheld).toBe(NOT_IN_QUEUE_MESSAGE);
      expect(detail.body.documents).toEqual([]);
      expect(detail.body.application.travellers[0].passportNo).toMatch(/^•+567$/);
      expect(detail.body.application.travellers[0].dob).toBeNull();
      expect(JSON.stringify(detail.body)).not.toContain('Z1234567');
    }
    // A refused view served nothing, so no view is recorded.
    expect(await viewsOf(traveller.id)).toHaveLength(viewsBefore.length);
  });

  it('keeps full access for an administrator', async () => {
    const traveller = await createUser(t);
    const app = await submitted(traveller);
    await setStatus(app.ref, 'approved');
    const url = `/api/ops/applications/${app.ref}/documents/${app.checklist[0]!.documentId}`;
    expect((await admin.client.request('GET', url)).status).toBe(200);
    // An administrator's view is audited like everyone's, with the role.
    expect((await viewsOf(traveller.id)).map((row) => [row.operatorEmail, row.operatorRole])).toEqual([
      [admin.email, 'admin'],
    ]);
    const detail = await admin.client.get(`/api/ops/applications/${app.ref}`);
    expect(detail.body.withheld).toBeNull();
    expect(detail.body.documents.length).toBeGreaterThan(0);
    expect(detail.body.application.travellers[0].passportNo).toBe('Z1234567');
    const revealed = await admin.client.post(`/api/ops/users/${traveller.id}/reveal`, { field: 'passportNo' });
    expect(revealed.body).toEqual({ field: 'passportNo', value: 'Z1234567' });
    const audit = await t.database.db.select().from(opsAudit).where(eq(opsAudit.targetId, traveller.id));
    expect(audit.map((row) => [row.action, row.operatorEmail])).toContainEqual(['user.reveal.passportNo', admin.email]);
  });

  it("reveals a traveller's passport number or PAN to support only while one of their applications is in the queue", async () => {
    const traveller = await createUser(t);
    const first = await submitted(traveller);
    const second = await submitted(traveller);
    const reveal = () => support.client.post(`/api/ops/users/${traveller.id}/reveal`, { field: 'passportNo' });
    await setStatus(first.ref, 'approved');
    expect((await reveal()).body).toEqual({ field: 'passportNo', value: 'Z1234567' });
    await setStatus(second.ref, 'cancelled');
    const before = await t.database.db.select().from(opsAudit).where(eq(opsAudit.targetId, traveller.id));
    const refused = await reveal();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', error: NO_APPLICATION_IN_QUEUE_MESSAGE });
    // A refused reveal shows nothing, so it records nothing.
    const after = await t.database.db.select().from(opsAudit).where(eq(opsAudit.targetId, traveller.id));
    expect(after).toHaveLength(before.length);
    // A user with no application at all is in nobody's queue.
    const stranger = await createUser(t);
    expect((await support.client.post(`/api/ops/users/${stranger.id}/reveal`, { field: 'pan' })).status).toBe(403);
  });
});
