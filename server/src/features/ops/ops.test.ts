import type { Application } from '@contract/apply/applications';
import { applications, opsAudit } from '@db/schema/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { PDF, readyDraft, submitAndPay } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let traveller: TestUser;
let support: TestUser;
let support2: TestUser;
let admin: TestUser;

async function submitted(user: TestUser): Promise<Application> {
  const draft = await readyDraft(user, { optionId: 'th-tourist' });
  await submitAndPay(user, draft.ref);
  return (await user.client.get(`/api/applications/${draft.ref}`)).body.application;
}

const auditOf = (targetId: string) =>
  t.database.db.select().from(opsAudit).where(eq(opsAudit.targetId, targetId)).orderBy(opsAudit.createdAt);

beforeAll(async () => {
  t = await startTestApp();
  traveller = await createUser(t);
  support = await createOperator(t, 'support');
  support2 = await createOperator(t, 'support');
  admin = await createOperator(t, 'admin');
});
afterAll(() => t.close());

describe('application queue', () => {
  it('lists submitted applications with counts, filters, overdue flag and keyset pages', async () => {
    const first = await submitted(traveller);
    const second = await submitted(traveller);
    // The first was submitted long ago: past its processing days.
    await t.database.db
      .update(applications)
      .set({ submittedAt: sql`now() - interval '90 days'` })
      .where(eq(applications.ref, first.ref));

    const page = await support.client.get('/api/ops/applications?limit=1');
    expect(page.status).toBe(200);
    expect(page.body.counts.submitted).toBeGreaterThanOrEqual(2);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.items[0]).toMatchObject({
      ref: first.ref,
      overdue: true,
      ownerEmail: traveller.email,
      travellers: first.travellers.length,
    });
    expect(first.travellers.length).toBeGreaterThan(0);
    expect(page.body.items[0].ageDays).toBeGreaterThanOrEqual(89);
    const next = await support.client.get(`/api/ops/applications?limit=1&cursor=${page.body.nextCursor}`);
    expect(next.body.items[0].ref).toBe(second.ref);

    const overdue = await support.client.get('/api/ops/applications?overdue=true');
    expect(overdue.body.items.map((item: { ref: string }) => item.ref)).toEqual([first.ref]);
    const old = await support.client.get('/api/ops/applications?minAgeDays=30&country=th&purpose=tourist');
    expect(old.body.items.map((item: { ref: string }) => item.ref)).toContain(first.ref);
    expect(old.body.items.map((item: { ref: string }) => item.ref)).not.toContain(second.ref);
    // Pages never repeat or skip a row, also with submission times to the microsecond.
    const seen: string[] = [];
    let cursor = '';
    do {
      const res = await support.client.get(`/api/ops/applications?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...res.body.items.map((item: { ref: string }) => item.ref));
      cursor = res.body.nextCursor ?? '';
    } while (cursor);
    expect(seen).toEqual([first.ref, second.ref]);
    const newest = await support.client.get('/api/ops/applications?sort=newest&status=submitted');
    expect(newest.body.items[0].ref).toBe(second.ref);
  });

  it("gives the desk the previous and next application of the operator's queue, also once one left the filter", async () => {
    const [a, b, c] = [await submitted(traveller), await submitted(traveller), await submitted(traveller)];
    const refs = async (query: string) =>
      (await support.client.get(`/api/ops/applications?limit=100&${query}`)).body.items.map(
        (item: { ref: string }) => item.ref,
      );
    const neighbours = async (ref: string, query: string) =>
      (await support.client.get(`/api/ops/applications/${ref}/neighbours?${query}`)).body;
    for (const query of ['status=submitted', 'status=submitted&sort=newest']) {
      const order = await refs(query);
      const at = order.indexOf(b.ref);
      expect(await neighbours(b.ref, query), query).toEqual({ previous: order[at - 1], next: order[at + 1] ?? null });
    }
    const oldest = await refs('status=submitted');
    expect((await neighbours(oldest[0], 'status=submitted')).previous).toBeNull();
    expect(oldest.indexOf(a.ref)).toBeLessThan(oldest.indexOf(b.ref));
    expect(oldest.indexOf(b.ref)).toBeLessThan(oldest.indexOf(c.ref));
    // Worked on, B is in review: from it, the desk still goes on to the ones that were around it.
    const at = oldest.indexOf(b.ref);
    await support.client.post(`/api/ops/applications/${b.ref}/status`, { status: 'in_review' });
    expect(await neighbours(b.ref, 'status=submitted')).toEqual({ previous: oldest[at - 1], next: oldest[at + 1] });
    expect((await support.client.get('/api/ops/applications/HV-NONE/neighbours')).status).toBe(404);
    expect((await support.client.get(`/api/ops/applications/${b.ref}/neighbours?sort=up`)).status).toBe(400);
  });

  it('answers bad filters with 400', async () => {
    for (const query of [
      'status=draft',
      'status=nope',
      'sort=random',
      'limit=1000',
      'cursor=!!',
      'minAgeDays=x',
      'purpose=holiday',
    ]) {
      const res = await support.client.get(`/api/ops/applications?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toMatch(/BAD_REQUEST|VALIDATION_FAILED/);
    }
  });
});

describe('application detail from the console', () => {
  it('follows the state graph: 409 with the allowed moves, audited moves, notes hidden from the traveller', async () => {
    const app = await submitted(traveller);
    const refused = await support.client.post(`/api/ops/applications/${app.ref}/status`, { status: 'approved' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('Allowed: In review, Cancelled');

    const moved = await support.client.post(`/api/ops/applications/${app.ref}/status`, {
      status: 'in_review',
      note: 'Looking at it',
      from: 'submitted',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.application.status).toBe('in_review');
    expect(moved.body.allowedMoves).toEqual(['documents_requested', 'with_embassy', 'cancelled']);

    const note = await support.client.post(`/api/ops/applications/${app.ref}/notes`, { body: 'Called the embassy' });
    expect(note.body.notes.map((n: { body: string }) => n.body)).toEqual(['Called the embassy']);
    const seen = await traveller.client.get(`/api/applications/${app.ref}`);
    expect(JSON.stringify(seen.body)).not.toContain('Called the embassy');

    const rows = await auditOf(app.ref);
    expect(rows.map((row) => row.action)).toEqual(['application.status', 'application.note']);
    expect(rows[0]).toMatchObject({
      operatorId: support.id,
      before: { status: 'submitted' },
      after: { status: 'in_review', note: 'Looking at it' },
    });
    expect(rows[0]!.ip).toBeTruthy();
  });

  it('ends concurrent status changes by two operators in one state: the second gets 409', async () => {
    const app = await submitted(traveller);
    await support.client.post(`/api/ops/applications/${app.ref}/accept-remaining`);
    const [a, b] = await Promise.all([
      support.client.post(`/api/ops/applications/${app.ref}/status`, { status: 'with_embassy', from: 'in_review' }),
      support2.client.post(`/api/ops/applications/${app.ref}/status`, {
        status: 'documents_requested',
        from: 'in_review',
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const final = (await support.client.get(`/api/ops/applications/${app.ref}`)).body.application;
    const winner = a.status === 200 ? 'with_embassy' : 'documents_requested';
    expect(final.status).toBe(winner);
    expect(final.timeline.filter((entry: { status: string }) => entry.status === winner)).toHaveLength(1);
  });

  it('lets pages frame the documents under review, and nothing else of our own', async () => {
    // Every page: the console is often reached by navigating inside the app, under the first page's policy.
    const frameSrc = async (path: string) => {
      const csp = (await t.client().get(path)).headers.get('content-security-policy') ?? '';
      return csp.split(';').find((directive) => directive.trim().startsWith('frame-src')) ?? '';
    };
    for (const path of ['/', '/login?next=/ops', '/ops', '/ops/applications/HV-ANY', '/account/profile']) {
      const sources = (await frameSrc(path)).trim().split(/\s+/).slice(1);
      const own = sources.filter((source) => source.startsWith('http://'));
      expect(own, path).toEqual([expect.stringMatching(/^http:\/\/[^/]+\/api\/ops\/applications\/$/)]);
      expect(sources, path).not.toContain("'self'");
    }
  });

  it('shows checklist documents inline to operators only, and a rejection asks the traveller again with the note', async () => {
    const app = await submitted(traveller);
    const item = app.checklist[0]!;
    const url = `/api/ops/applications/${app.ref}/documents/${item.documentId}`;
    const viewed = await support.client.request('GET', url);
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get('content-disposition')).toMatch(/^inline/);
    expect(viewed.headers.get('content-type')).toBe('application/pdf');
    // The console frames it (same origin only); nothing in it may load or run.
    expect(viewed.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(viewed.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(viewed.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await traveller.client.get(url)).status).toBe(403);
    const other = await createUser(t);
    const foreign = await submitted(other);
    const crossed = `/api/ops/applications/${app.ref}/documents/${foreign.checklist[0]!.documentId}`;
    expect((await support.client.get(crossed)).status).toBe(404);

    const noNote = await support.client.post(`/api/ops/applications/${app.ref}/checklist/${item.id}`, {
      decision: 'rejected',
    });
    expect(noNote.status).toBe(400);
    const rejected = await support.client.post(`/api/ops/applications/${app.ref}/checklist/${item.id}`, {
      decision: 'rejected',
      note: 'The scan is blurred',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.application.status).toBe('documents_requested');
    const mine = (await traveller.client.get(`/api/applications/${app.ref}`)).body.application as Application;
    expect(mine.checklist[0]).toMatchObject({
      status: 'rejected',
      note: expect.stringContaining('The scan is blurred'),
    });
    const told = await t.lastMessage(traveller.email, 'documents-requested');
    expect(told.text).toContain('The scan is blurred');
    const rows = await auditOf(app.ref);
    expect(rows.map((row) => row.action)).toContain('checklist.reject');
  });

  it('attaches the issued visa: approved, and the traveller downloads it', async () => {
    const app = await submitted(traveller);
    await support.client.post(`/api/ops/applications/${app.ref}/accept-remaining`);
    await support.client.post(`/api/ops/applications/${app.ref}/status`, { status: 'with_embassy' });
    const notPdf = new FormData();
    notPdf.append('file', new Blob(['just text'], { type: 'application/pdf' }), 'visa.pdf');
    const refused = await support.client.request('POST', `/api/ops/applications/${app.ref}/visa`, { body: notPdf });
    expect(refused.status).toBe(415);
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'visa.pdf');
    const attached = await support.client.request('POST', `/api/ops/applications/${app.ref}/visa`, { body: form });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.application.status).toBe('approved');
    const download = await traveller.client.request('GET', `/api/applications/${app.ref}/visa`);
    expect(download.status).toBe(200);
    expect((await auditOf(app.ref)).map((row) => row.action)).toContain('application.visa');
  });

  it('rejects with a reason and refunds the service fee and GST the way they were paid', async () => {
    const app = await submitted(traveller);
    await support.client.post(`/api/ops/applications/${app.ref}/accept-remaining`);
    await support.client.post(`/api/ops/applications/${app.ref}/status`, { status: 'with_embassy' });
    const noReason = await support.client.post(`/api/ops/applications/${app.ref}/status`, { status: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.note).toBe('Give the reason for the rejection');
    const res = await support.client.post(`/api/ops/applications/${app.ref}/status`, {
      status: 'rejected',
      note: 'Embassy refused the visa',
    });
    expect(res.status).toBe(200);
    // Back the way it was paid: the provider's refund is listed once the provider confirms it.
    await t.settled();
    const detail = await support.client.get(`/api/ops/applications/${app.ref}`);
    const { price, payments } = detail.body.application;
    expect(payments[0].refunds).toMatchObject([{ destination: 'provider', amount: price.serviceFee + price.gst }]);
  });
});

describe('the approval guard', () => {
  const statusOf = async (ref: string) => (await support.client.get(`/api/ops/applications/${ref}`)).body;
  const visaForm = (override?: string) => {
    const form = new FormData();
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'visa.pdf');
    if (override) form.append('override', override);
    return form;
  };

  it('refuses the embassy and approval while a required document is not accepted, naming it; an admin overrides with a note', async () => {
    const app = await submitted(traveller);
    const [first, ...rest] = app.checklist;
    const traveller1 = app.travellers[0]!;
    const pending = `${first!.label} (${traveller1.firstName} ${traveller1.lastName})`;
    for (const item of rest) {
      await support.client.post(`/api/ops/applications/${app.ref}/checklist/${item.id}`, { decision: 'accepted' });
    }
    await support.client.post(`/api/ops/applications/${app.ref}/status`, { status: 'in_review' });
    const before = await statusOf(app.ref);

    const refused = await support.client.post(`/api/ops/applications/${app.ref}/status`, { status: 'with_embassy' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CONFLICT');
    expect(refused.body.error).toContain(`required documents are not accepted: ${pending}.`);
    const notAdmin = await support.client.post(`/api/ops/applications/${app.ref}/status`, {
      status: 'with_embassy',
      override: 'The embassy takes the original at the appointment',
    });
    expect(notAdmin.status).toBe(403);
    expect(await statusOf(app.ref)).toEqual(before);

    const overridden = await admin.client.post(`/api/ops/applications/${app.ref}/status`, {
      status: 'with_embassy',
      note: 'Sent to the embassy',
      override: 'The embassy takes the original at the appointment',
    });
    expect(overridden.status).toBe(200);
    expect(overridden.body.application.status).toBe('with_embassy');
    expect(overridden.body.overrides).toEqual([
      {
        status: 'with_embassy',
        note: 'The embassy takes the original at the appointment',
        by: admin.email,
        items: [pending],
        at: overridden.body.application.timeline.at(-1).at,
      },
    ]);
    // The override is the operators' business: the traveller's timeline carries the move and its note only.
    const mine = await traveller.client.get(`/api/applications/${app.ref}`);
    expect(mine.body.application.timeline.at(-1)).toMatchObject({
      status: 'with_embassy',
      note: 'Sent to the embassy',
    });
    expect(JSON.stringify(mine.body)).not.toContain('original at the appointment');

    // Approving by attaching the visa is guarded the same way.
    const url = `/api/ops/applications/${app.ref}/visa`;
    const unapproved = await support.client.request('POST', url, { body: visaForm() });
    expect(unapproved.status).toBe(409);
    expect(unapproved.body.error).toContain(pending);
    expect((await statusOf(app.ref)).application.visaUrl).toBeNull();
    const approved = await admin.client.request('POST', url, { body: visaForm('Issued on the original') });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.application.status).toBe('approved');
    expect(
      approved.body.overrides.map((entry: { status: string; note: string }) => [entry.status, entry.note]),
    ).toEqual([
      ['with_embassy', 'The embassy takes the original at the appointment'],
      ['approved', 'Issued on the original'],
    ]);
    const actions = (await auditOf(app.ref)).map((row) => row.action);
    expect(actions.filter((action) => action === 'application.status.override')).toHaveLength(2);
  });

  it('lets support staff through once every required document is accepted', async () => {
    const app = await submitted(traveller);
    await support.client.post(`/api/ops/applications/${app.ref}/accept-remaining`);
    const moved = await support.client.post(`/api/ops/applications/${app.ref}/status`, { status: 'with_embassy' });
    expect(moved.status).toBe(200);
    expect(moved.body.overrides).toEqual([]);
  });

  it('accepts every remaining document at once: rejected ones wait, and a second call accepts nothing more', async () => {
    const app = await submitted(traveller);
    const [rejected, ...others] = app.checklist;
    await support.client.post(`/api/ops/applications/${app.ref}/checklist/${rejected!.id}`, {
      decision: 'rejected',
      note: 'Blurred',
    });
    const res = await support.client.post(`/api/ops/applications/${app.ref}/accept-remaining`);
    expect(res.status).toBe(200);
    const statuses = Object.fromEntries(
      res.body.application.checklist.map((item: { id: string; status: string }) => [item.id, item.status]),
    );
    expect(statuses).toEqual({
      [rejected!.id]: 'rejected',
      ...Object.fromEntries(others.map((item) => [item.id, 'accepted'])),
    });
    const again = await support.client.post(`/api/ops/applications/${app.ref}/accept-remaining`);
    expect(again.body.application.checklist).toEqual(res.body.application.checklist);
    const entries = (await auditOf(app.ref)).filter((row) => row.action === 'checklist.accept-remaining');
    expect(entries.length).toBe(others.length > 0 ? 1 : 0);
  });
});

describe('contact inbox', () => {
  it('assigns, replies by e-mail through the outbox and keeps the reply with the message', async () => {
    const sent = await t.client().post('/api/contact', {
      firstName: 'Meera',
      lastName: 'Shah',
      email: 'meera.inbox@example.com',
      subject: 'fpi',
      message: 'How much is the Thailand visa?',
    });
    expect(sent.status).toBe(201);
    const list = await support.client.get('/api/ops/contact?subject=fpi&status=new');
    const message = list.body.items.find((item: { email: string }) => item.email === 'meera.inbox@example.com');
    expect(message).toMatchObject({ status: 'new', subjectLabel: 'Fee and Payment Information', assignee: null });

    const assigned = await support.client.request('PATCH', `/api/ops/contact/${message.id}`, {
      json: { assigneeId: support.id },
    });
    expect(assigned.body.assignee).toEqual({ id: support.id, email: support.email });
    const notOperator = await support.client.request('PATCH', `/api/ops/contact/${message.id}`, {
      json: { assigneeId: traveller.id },
    });
    expect(notOperator.status).toBe(400);

    const replied = await support.client.post(`/api/ops/contact/${message.id}/reply`, {
      body: 'It is ₹2,500 plus the service fee.',
    });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({ status: 'open', replies: [{ body: 'It is ₹2,500 plus the service fee.' }] });
    const mail = await t.lastMessage('meera.inbox@example.com', 'contact-reply');
    expect(mail.subject).toBe('Reply from support: Fee and Payment Information');
    expect(mail.text).toContain('It is ₹2,500 plus the service fee.');
    expect((await auditOf(message.id)).map((row) => row.action)).toEqual(['contact.update', 'contact.reply']);

    const empty = await support.client.post(`/api/ops/contact/${message.id}/reply`, { body: '  ' });
    expect(empty.status).toBe(400);
  });

  it("writes the reply's frame in the signed-in sender's language", async () => {
    const hindi = await createUser(t, { language: 'hi' });
    const sent = await hindi.client.post('/api/contact', {
      firstName: 'Meera',
      lastName: 'Shah',
      email: hindi.email,
      subject: 'feedback',
      message: 'Great service',
    });
    expect(sent.status).toBe(201);
    const list = await support.client.get('/api/ops/contact?subject=feedback');
    const message = list.body.items.find((item: { email: string }) => item.email === hindi.email);
    expect((await support.client.post(`/api/ops/contact/${message.id}/reply`, { body: 'Thank you!' })).status).toBe(
      200,
    );
    const mail = await t.lastMessage(hindi.email, 'contact-reply');
    expect(mail.subject).toBe('सहायता टीम का जवाब: Feedback');
    expect(mail.text).toContain('नमस्ते Meera,');
    expect(mail.text).toContain('Thank you!');
  });
});

describe('users', () => {
  it('finds a user by application reference, masks passport and PAN, audits each reveal', async () => {
    const app = await submitted(traveller);
    const found = await support.client.get(`/api/ops/users?q=${app.ref}`);
    expect(found.body.items.map((hit: { id: string }) => hit.id)).toEqual([traveller.id]);
    const detail = await support.client.get(`/api/ops/users/${traveller.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.user.passportNo).toMatch(/^•+567$/);
    expect(detail.body.applications.map((a: { ref: string }) => a.ref)).toContain(app.ref);
    expect(detail.body.sessions.length).toBeGreaterThanOrEqual(1);
    const revealed = await support.client.post(`/api/ops/users/${traveller.id}/reveal`, { field: 'passportNo' });
    expect(revealed.body).toEqual({ field: 'passportNo', value: 'Z1234567' });
    const rows = await auditOf(traveller.id);
    expect(rows.map((row) => row.action)).toContain('user.reveal.passportNo');
  });

  it('revokes all sessions of a user', async () => {
    const victim = await createUser(t);
    expect((await victim.client.get('/api/profile')).status).toBe(200);
    const res = await support.client.request('DELETE', `/api/ops/users/${victim.id}/sessions`);
    expect(res.status).toBe(200);
    expect((await victim.client.get('/api/profile')).status).toBe(401);
  });
});

describe('admin', () => {
  it('adjusts a wallet through the ledger with a reason, once per idempotency key, never below zero', async () => {
    const user = await createUser(t);
    const body = { type: 'credit', amount: 250.5, reason: 'Goodwill', idempotencyKey: 'ops-test-credit-1' };
    const credited = await admin.client.post(`/api/ops/users/${user.id}/wallet`, body);
    expect(credited.status).toBe(200);
    expect(credited.body.balance).toBe(250.5);
    expect((await admin.client.post(`/api/ops/users/${user.id}/wallet`, body)).body.balance).toBe(250.5);
    const overdraw = await admin.client.post(`/api/ops/users/${user.id}/wallet`, {
      type: 'debit',
      amount: 1000,
      reason: 'Too much',
    });
    expect(overdraw.status).toBe(422);
    expect((await support.client.post(`/api/ops/users/${user.id}/wallet`, body)).status).toBe(403);
    const rows = await auditOf(user.id);
    expect(rows.map((row) => row.action)).toEqual(['wallet.credit']);
    expect(rows[0]).toMatchObject({ after: { balance: 250.5, reason: 'Goodwill' } });
  });

  it('grants roles (not its own) and filters the audit log', async () => {
    const user = await createUser(t);
    const granted = await admin.client.post(`/api/ops/users/${user.id}/role`, { role: 'support' });
    expect(granted.body).toEqual({ id: user.id, role: 'support' });
    expect((await admin.client.post(`/api/ops/users/${admin.id}/role`, { role: 'traveller' })).status).toBe(409);
    expect((await admin.client.post(`/api/ops/users/${user.id}/role`, { role: 'owner' })).status).toBe(400);
    const log = await admin.client.get(`/api/ops/audit?operator=${encodeURIComponent(admin.email)}&action=role`);
    expect(log.body.items).toHaveLength(1);
    expect(log.body.items[0]).toMatchObject({ action: 'role.grant', targetId: user.id, operator: admin.email });
  });

  it('lists failed notification messages and sends one again', async () => {
    await t.settled();
    const { rows } = await t.database.query(
      `update outgoing_messages set status = 'failed', last_error = 'SMTP down'
        where id = (select id from outgoing_messages where status = 'sent' order by created_at limit 1) returning id`,
      [],
    );
    const row = rows[0] as { id: string } | undefined;
    const failed = await admin.client.get('/api/ops/jobs/failed');
    expect(failed.body.items.map((item: { id: string }) => item.id)).toContain(row!.id);
    expect((await admin.client.post(`/api/ops/jobs/${row!.id}/retry`, {})).status).toBe(200);
    expect((await admin.client.post(`/api/ops/jobs/${row!.id}/retry`, {})).status).toBe(404);
    await t.settled();
    expect((await admin.client.get('/api/ops/jobs/failed')).body.items.map((i: { id: string }) => i.id)).not.toContain(
      row!.id,
    );
  });
});
