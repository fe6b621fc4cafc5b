import { GrievanceListSchema } from '@contract/ops/grievances';
import { grievanceNotes, grievances } from '@db/schema/index';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser, uniqueEmail } from '../../../test/fixtures';
import { createOperator } from '../../../test/support/operators';
import { expectConstantStatements, expectRefusesBadPaging, getPage, walkAllPages } from '../../../test/support/paging';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { newId } from '../../lib/ids';
import { listGrievances, sendGrievanceReminders } from './index';
import { GRIEVANCE_PER_IP } from './service';

const OFFICER = 'dpo@hellovisa.example';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let support: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await startTestApp({ GRIEVANCE_OFFICER_EMAIL: OFFICER, GRIEVANCE_OFFICER_NAME: 'Meera Iyer' });
  support = await createOperator(t, 'support');
  admin = await createOperator(t, 'admin');
});
afterAll(() => t.close());
beforeEach(() => t.app.rateLimits.reset(GRIEVANCE_PER_IP, '127.0.0.1'));
afterEach(() => vi.useRealTimers());

const grievance = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Sharma',
  email: uniqueEmail('priya'),
  topic: 'erasure',
  details: 'Please erase my passport scan; my application was refused in March.',
  ...overrides,
});

async function rows() {
  const [row] = await t.database.db.select({ n: count() }).from(grievances);
  return Number(row?.n ?? 0);
}

async function file(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const body = grievance(overrides);
  const res = await t.client(headers).post('/api/grievances', body);
  expect(res.status).toBe(201);
  const [row] = await t.database.db.select().from(grievances).where(eq(grievances.reference, res.body.reference));
  return { body, res, row: row! };
}

describe('the grievance officer and the public form', () => {
  it('names the configured officer, with defaults for the rest', async () => {
    const res = await t.client().get('/api/grievance-officer');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: 'Meera Iyer',
      role: 'Grievance Officer, HelloVisa Travel Services',
      email: OFFICER,
      address: 'HelloVisa Travel Services, 12 MG Road, Bengaluru 560001, Karnataka, India',
    });
  });

  it('records a case with a reference and both deadlines, and acknowledges it by e-mail', async () => {
    const before = Date.now();
    const { body, res, row } = await file();
    expect(res.body.reference).toMatch(/^GRV-\d{4}-\d{6}$/);
    const received = row.createdAt.getTime();
    expect(received).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(res.body.acknowledgeBy) - received).toBe(24 * HOUR);
    expect(Date.parse(res.body.resolveBy) - received).toBe(15 * 24 * HOUR);
    expect(row).toMatchObject({ status: 'new', topic: 'erasure', userId: null, lang: 'en', applicationRef: null });
    const receipt = await t.lastMessage(body.email, 'grievance-receipt');
    expect(receipt.subject).toBe(`We received your grievance ${res.body.reference}`);
    expect(receipt.text).toContain('about "Erasing my data"');
    expect(receipt.text).toContain(OFFICER);
    // The receipt never repeats what was written (the form accepts any address).
    expect(receipt.text).not.toContain('passport scan');
  });

  it('acknowledges in Hindi a grievance sent from a Hindi page, and records the signed-in traveller', async () => {
    const user = await createUser(t);
    const body = grievance({ email: user.email, applicationRef: 'hv-2026-000123' });
    const res = await user.client.request('POST', '/api/grievances', {
      json: body,
      headers: { 'accept-language': 'hi' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('आपकी शिकायत दर्ज हो गई है। हमने आपको इसका संदर्भ ई-मेल कर दिया है।');
    const [row] = await t.database.db.select().from(grievances).where(eq(grievances.reference, res.body.reference));
    expect(row).toMatchObject({ userId: user.id, lang: 'hi', applicationRef: 'HV-2026-000123' });
    const receipt = await t.lastMessage(user.email, 'grievance-receipt');
    expect(receipt.subject).toBe(`हमें आपकी शिकायत ${res.body.reference} मिल गई है`);
    expect(receipt.text).toContain('"मेरा डेटा मिटाना"');
    expect(receipt.html).toContain('lang="hi"');
  });

  it.each([
    ['name', { name: ' ' }, 'Enter your name'],
    ['email', { email: 'not-an-address' }, 'Enter a valid email address'],
    ['topic', { topic: 'refund' }, 'Choose what your grievance is about'],
    ['details', { details: '' }, 'Describe your grievance'],
    ['details', { details: 'x'.repeat(5001) }, 'Keep your grievance under 5,000 characters'],
  ])('refuses a bad %s with 400 and records nothing (%j)', async (field, overrides, text) => {
    const before = await rows();
    const res = await t.client().post('/api/grievances', grievance(overrides));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(text);
    expect(await rows()).toBe(before);
  });

  it('answers field errors in Hindi on a Hindi page', async () => {
    const res = await t.client({ 'accept-language': 'hi' }).post('/api/grievances', grievance({ topic: '' }));
    expect(res.status).toBe(400);
    expect(res.body.fields.topic).toBe('चुनें कि आपकी शिकायत किस बारे में है');
  });

  it('limits grievances per address like the contact form, answering 429', async () => {
    for (let sent = 0; sent < GRIEVANCE_PER_IP.points; sent++) {
      expect((await t.client().post('/api/grievances', grievance())).status).toBe(201);
    }
    const before = await rows();
    const refused = await t.client().post('/api/grievances', grievance());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rows()).toBe(before);
  });
});

describe('grievance cases in the console', () => {
  it('lists cases with their due dates; overdue once the 24 hours pass unacknowledged', async () => {
    const { row } = await file();
    const list = await support.client.get('/api/ops/grievances?status=new');
    expect(list.status).toBe(200);
    const item = list.body.items.find((entry: { id: string }) => entry.id === row.id);
    expect(item).toMatchObject({
      reference: row.reference,
      status: 'new',
      overdue: false,
      acknowledgeBy: row.acknowledgeBy.toISOString(),
      resolveBy: row.resolveBy.toISOString(),
      nextDeadline: { step: 'acknowledge', dueAt: row.acknowledgeBy.toISOString() },
    });
    const later = await listGrievances(t.database.db, { limit: 200 }, new Date(row.createdAt.getTime() + 25 * HOUR));
    expect(later.items.find((entry) => entry.id === row.id)?.overdue).toBe(true);
    // The same through the API, with the server's clock 25 hours on.
    vi.useFakeTimers({ toFake: ['Date'], now: row.createdAt.getTime() + 25 * HOUR });
    const overdue = await support.client.get('/api/ops/grievances?overdue=true');
    expect(overdue.body.items.map((entry: { id: string }) => entry.id)).toContain(row.id);
  });

  it('acknowledges, takes notes and resolves with a reply e-mailed to the person', async () => {
    const { body, row } = await file();
    const ack = await support.client.post(`/api/ops/grievances/${row.id}/acknowledge`, {});
    expect(ack.status).toBe(200);
    expect(ack.body).toMatchObject({ status: 'acknowledged', nextDeadline: { step: 'resolve' } });
    expect((await t.lastMessage(body.email, 'grievance-acknowledged')).subject).toContain(row.reference);
    expect((await support.client.post(`/api/ops/grievances/${row.id}/acknowledge`, {})).status).toBe(409);

    const note = await support.client.post(`/api/ops/grievances/${row.id}/notes`, {
      body: 'Checked: scan still stored.',
    });
    expect(note.body.notes).toEqual([
      expect.objectContaining({ author: support.email, body: 'Checked: scan still stored.' }),
    ]);
    expect((await support.client.post(`/api/ops/grievances/${row.id}/notes`, { body: ' ' })).status).toBe(400);

    const reply = 'We have erased your passport scan and its copies.';
    const resolved = await support.client.post(`/api/ops/grievances/${row.id}/resolve`, { reply });
    expect(resolved.body).toMatchObject({ status: 'resolved', resolution: reply, overdue: false, nextDeadline: null });
    const outcome = await t.lastMessage(body.email, 'grievance-resolved');
    expect(outcome.text).toContain(reply);
    expect(outcome.text).toContain('appeal within 30 days');
    expect((await support.client.post(`/api/ops/grievances/${row.id}/resolve`, { reply })).status).toBe(409);
    expect((await support.client.get('/api/ops/grievances/a2b7c0de-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('reminds the officer once per deadline: nearing, then past it', async () => {
    const { row } = await file();
    const at = (hours: number) => new Date(row.createdAt.getTime() + hours * HOUR);
    const settings = { officer: { ...t.app.config.grievanceOfficer }, publicUrl: t.url };
    const mine = async () =>
      (await t.outbox()).filter((m) => m.purpose === 'grievance-reminder' && m.subject?.includes(row.reference));

    await sendGrievanceReminders(t.database.db, settings, at(10));
    expect(await mine()).toHaveLength(0);
    await sendGrievanceReminders(t.database.db, settings, at(19));
    await sendGrievanceReminders(t.database.db, settings, at(20));
    expect((await mine()).map((m) => m.subject)).toEqual([expect.stringMatching(/acknowledge by/)]);
    await sendGrievanceReminders(t.database.db, settings, at(25));
    await sendGrievanceReminders(t.database.db, settings, at(26));
    const sent = await mine();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.to).toBe(OFFICER);
    expect(sent[1]!.subject).toMatch(/acknowledge was due/);
    expect(sent[1]!.link).toBe(`${t.url}/ops/grievances/${row.id}`);
    const detail = await support.client.get(`/api/ops/grievances/${row.id}`);
    expect(detail.body.reminders.map((r: { stage: string }) => r.stage)).toEqual([
      'acknowledge-soon',
      'acknowledge-overdue',
    ]);
    // Acknowledged and then resolved: no more reminders.
    await support.client.post(`/api/ops/grievances/${row.id}/resolve`, { reply: 'Done.' });
    await sendGrievanceReminders(t.database.db, settings, at(16 * 24));
    expect(await mine()).toHaveLength(2);
  });

  it('keeps travellers out and breaches to administrators', async () => {
    const traveller = await createUser(t);
    expect((await traveller.client.get('/api/ops/grievances')).status).toBe(403);
    expect((await support.client.get('/api/ops/breaches')).status).toBe(403);
    expect((await support.client.post('/api/ops/breaches', {})).status).toBe(403);
    expect((await admin.client.get('/api/ops/grievances')).status).toBe(200);
  });
});

describe('GET /api/ops/grievances, a page at a time', () => {
  const now = Date.now();
  let made = 0;
  /**
   * Cases put straight into the table, each with a note: open ones (new, or acknowledged) due `hours` from now,
   * resolved ones filed `hours` ago.
   */
  async function insertCases(status: 'new' | 'acknowledged' | 'resolved', hours: number[]) {
    const rows = hours.map((h) => {
      const at = new Date(now + h * HOUR);
      const filed = status === 'resolved' ? new Date(now - h * HOUR) : new Date(now - HOUR);
      return {
        id: newId(),
        reference: `GRV-2099-${String(++made).padStart(6, '0')}`,
        name: 'Paged Case',
        email: uniqueEmail('paged'),
        topic: 'erasure',
        details: 'A case to page through.',
        status,
        createdAt: filed,
        acknowledgeBy: status === 'new' ? at : new Date(now - HOUR),
        resolveBy: status === 'new' ? new Date(at.getTime() + 1000 * HOUR) : at,
      };
    });
    await t.database.db.insert(grievances).values(rows);
    await t.database.db.insert(grievanceNotes).values(
      rows.map((row) => ({
        id: newId(),
        grievanceId: row.id,
        authorEmail: support.email,
        body: 'Seen.',
        createdAt: row.createdAt,
      })),
    );
    return rows.map((row): string => row.id);
  }
  const spread = (count: number, from: number) => Array.from({ length: count }, (_, n) => from + n);

  it('walks open cases by deadline, then resolved ones newest first, once each, while others arrive in between', async () => {
    const fresh = await insertCases('new', spread(10, 500));
    const taken = await insertCases('acknowledged', spread(10, 505.5));
    const closed = await insertCases('resolved', spread(10, 500));
    const ties = await insertCases('acknowledged', [520, 520, 520]);
    const existing = [...fresh, ...taken, ...closed, ...ties];
    const { seen, pages } = await walkAllPages(support.client, '/api/ops/grievances', {
      limit: 7,
      existing,
      check: (body) => expect(GrievanceListSchema.strict().safeParse(body).success).toBe(true),
      // Between pages: a case due later than all open ones, and a resolved one older than all.
      between: async () => {
        await insertCases('new', [900]);
        await insertCases('resolved', [900]);
      },
    });
    expect(pages).toBeGreaterThanOrEqual(5);
    const dueOrder = [fresh[0], fresh[1], fresh[2], fresh[3], fresh[4], fresh[5], taken[0], fresh[6], taken[1]];
    expect(seen.filter((id) => dueOrder.includes(id))).toEqual(dueOrder);
    expect(seen.filter((id) => closed.includes(id))).toEqual(closed);
    expect(seen.indexOf(closed[0]!)).toBeGreaterThan(seen.indexOf(ties[2]!));
  });

  it('pages the overdue cases, and each status, with its own filter', async () => {
    const late = await insertCases('acknowledged', [-300, -200, -100]);
    const overdue = await walkAllPages(support.client, '/api/ops/grievances?overdue=true', {
      limit: 1,
      existing: late,
    });
    expect(overdue.seen.filter((id) => late.includes(id))).toEqual(late);
    const notLate = await getPage(support.client, '/api/ops/grievances?overdue=false', 200);
    expect(notLate.body.items.map((item) => item.id).filter((id) => late.includes(id))).toEqual([]);
    const resolved = await walkAllPages(support.client, '/api/ops/grievances?status=resolved', {
      limit: 4,
      existing: [],
      check: (body) =>
        expect(body.items.every((item) => (item as { status?: string }).status === 'resolved')).toBe(true),
    });
    expect(resolved.seen.length).toBeGreaterThan(4);
  });

  it('answers a page of 1 and a page of 200 cases, with their notes, in the same number of queries', async () => {
    await insertCases('new', spread(200, 2000));
    await expectConstantStatements(t, support.client, '/api/ops/grievances?status=new', { full: 200, atMost: 5 });
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    await expectRefusesBadPaging(support.client, '/api/ops/grievances', 'ops-grievances-resolved', 200);
    await expectRefusesBadPaging(support.client, '/api/ops/grievances', 'ops-grievances-open', 200);
  });
});
