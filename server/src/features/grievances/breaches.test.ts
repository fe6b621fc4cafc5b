import { documents } from '@db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { listBreaches } from './index';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await startTestApp({ GRIEVANCE_OFFICER_EMAIL: 'dpo@hellovisa.example', GRIEVANCE_OFFICER_NAME: 'Meera Iyer' });
  admin = await createOperator(t, 'admin');
});
afterAll(() => t.close());

const discovered = new Date(Date.now() - 2 * HOUR);
const breach = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backup bucket left public',
  description: 'A backup of uploaded documents was readable without a key for six hours.',
  descriptionHi: 'अपलोड किए गए दस्तावेज़ों का एक बैकअप छह घंटे तक बिना कुंजी के पढ़ा जा सकता था।',
  occurredAt: new Date(discovered.getTime() - 6 * HOUR).toISOString(),
  discoveredAt: discovered.toISOString(),
  categories: ['passport', 'documents'],
  location: 'Backup bucket in ap-south-1',
  likelyImpact: 'Passport scans could be used to impersonate travellers.',
  measures: 'The bucket was closed, its keys rotated and access logs reviewed.',
  ...overrides,
});

async function uploadOn(user: TestUser, at: Date) {
  await t.database.db.insert(documents).values({
    id: crypto.randomUUID(),
    userId: user.id,
    type: 'passport',
    filename: 'passport.pdf',
    storageKey: `test/${crypto.randomUUID()}`,
    contentType: 'application/pdf',
    size: 10,
    createdAt: at,
  });
}

describe('personal-data breaches', () => {
  it('records a breach with the 72-hour clock from discovery, overdue once it passes', async () => {
    const res = await admin.client.post('/api/ops/breaches', breach());
    expect(res.status).toBe(201);
    expect(res.body.reference).toMatch(/^BR-\d{4}-\d{6}$/);
    expect(Date.parse(res.body.reportDueAt) - discovered.getTime()).toBe(72 * HOUR);
    expect(res.body).toMatchObject({ reportOverdue: false, affected: 0, notified: 0, createdBy: admin.email });
    const later = await listBreaches(t.database.db, { limit: 200 }, new Date(discovered.getTime() + 73 * HOUR));
    expect(later.items.find((item) => item.id === res.body.id)?.reportOverdue).toBe(true);
    const reported = await admin.client.post(`/api/ops/breaches/${res.body.id}/reported`, {});
    expect(reported.body.reportedAt).not.toBeNull();
    const afterReport = await listBreaches(t.database.db, { limit: 200 }, new Date(discovered.getTime() + 73 * HOUR));
    expect(afterReport.items.find((item) => item.id === res.body.id)?.reportOverdue).toBe(false);
    expect((await admin.client.post(`/api/ops/breaches/${res.body.id}/reported`, {})).status).toBe(409);
  });

  it.each([
    [
      'discoveredAt',
      { discoveredAt: new Date(Date.now() + 2 * HOUR).toISOString() },
      'Discovery cannot be in the future',
    ],
    ['discoveredAt', { discoveredAt: 'yesterday' }, 'Enter when it was discovered as a date and time'],
    ['occurredAt', { occurredAt: new Date().toISOString() }, 'It cannot have happened after it was discovered'],
    ['categories', { categories: [] }, 'Choose at least one data category'],
    ['title', { title: '' }, 'Enter title'],
  ])('refuses a bad %s with 400 (%j)', async (field, overrides, text) => {
    const before = (await listBreaches(t.database.db, { limit: 200 })).items.length;
    const res = await admin.client.post('/api/ops/breaches', breach(overrides));
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(text);
    expect((await listBreaches(t.database.db, { limit: 200 })).items.length).toBe(before);
  });

  it('picks travellers by e-mail or by uploads, and sends each the notice once in their language', async () => {
    const english = await createUser(t, { firstName: 'Ravi' });
    const hindi = await createUser(t, { firstName: 'Sita', language: 'hi' });
    const uploader = await createUser(t, { firstName: 'Kiran' });
    const outside = await createUser(t, { firstName: 'Neel' });
    await uploadOn(uploader, new Date('2026-03-10T20:00:00+05:30'));
    await uploadOn(hindi, new Date('2026-03-11T23:30:00+05:30'));
    await uploadOn(outside, new Date('2026-03-12T00:30:00+05:30'));
    const { body: created } = await admin.client.post('/api/ops/breaches', breach());
    const affected = (body: unknown) => admin.client.post(`/api/ops/breaches/${created.id}/affected`, body);

    const byEmail = await affected({
      by: 'emails',
      emails: [english.email, hindi.email.toUpperCase(), 'nobody@example.com'],
    });
    expect(byEmail.body).toEqual({ added: 2, alreadyListed: 0, unknown: ['nobody@example.com'] });
    const byUploads = await affected({ by: 'documents-uploaded', from: '2026-03-10', to: '2026-03-11' });
    expect(byUploads.body).toEqual({ added: 1, alreadyListed: 1, unknown: [] });
    expect((await affected({ by: 'documents-uploaded', from: '2026-03-12', to: '2026-03-11' })).status).toBe(400);
    expect((await affected({ by: 'everyone' })).status).toBe(400);

    const sent = await admin.client.post(`/api/ops/breaches/${created.id}/notify`, {});
    expect(sent.body).toEqual({ sent: 3, alreadySent: 0 });
    const again = await admin.client.post(`/api/ops/breaches/${created.id}/notify`, {});
    expect(again.body).toEqual({ sent: 0, alreadySent: 3 });

    const outbox = await t.outbox();
    const notices = (email: string) => outbox.filter((m) => m.to === email && m.purpose === 'data-breach');
    expect(notices(english.email)).toHaveLength(1);
    expect(notices(outside.email)).toHaveLength(0);
    const [en] = notices(english.email);
    expect(en!.subject).toBe('Important: a breach of personal data affected your account');
    expect(en!.text).toContain('readable without a key for six hours');
    expect(en!.text).toContain('Passport details');
    expect(en!.text).toContain('dpo@hellovisa.example');
    const [hi] = notices(hindi.email);
    expect(hi!.subject).toBe('ज़रूरी सूचना: निजी डेटा के उल्लंघन का असर आपके खाते पर पड़ा है');
    expect(hi!.text).toContain('छह घंटे तक बिना कुंजी के');
    expect(hi!.text).toContain('पासपोर्ट का ब्योरा');
    expect(hi!.html).toContain('lang="hi"');

    const detail = await admin.client.get(`/api/ops/breaches/${created.id}`);
    expect(detail.body).toMatchObject({ affected: 3, notified: 3 });
    const sita = detail.body.travellers.find((row: { userId: string }) => row.userId === hindi.id);
    expect(sita).toMatchObject({ language: 'hi', pickedBy: 'e-mail', notifiedAt: expect.any(String) });
    const inApp = await english.client.get('/api/notifications');
    expect(inApp.body.items[0]).toMatchObject({ category: 'security' });
  });

  it('produces the report for the Data Protection Board with the fields of rule 7(2)', async () => {
    const { body: created } = await admin.client.post(
      '/api/ops/breaches',
      breach({ causes: 'A deployment script copied an open policy.', remedialMeasures: 'Policies now reviewed.' }),
    );
    const report = await admin.client.get(`/api/ops/breaches/${created.id}/report`);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      reference: created.reference,
      dataFiduciary: 'HelloVisa',
      contact: { name: 'Meera Iyer', email: 'dpo@hellovisa.example' },
      nature: { title: 'Backup bucket left public' },
      extent: { dataCategories: ['Passport details', 'Uploaded documents (passport scans, statements, letters)'] },
      timing: { discoveredAt: discovered.toISOString(), reportDueAt: created.reportDueAt },
      location: 'Backup bucket in ap-south-1',
      likelyImpact: expect.stringContaining('impersonate'),
      measures: expect.stringContaining('keys rotated'),
      causes: 'A deployment script copied an open policy.',
      findings: null,
      remedialMeasures: 'Policies now reviewed.',
      intimations: { affected: 0, notified: 0 },
    });
  });
});
