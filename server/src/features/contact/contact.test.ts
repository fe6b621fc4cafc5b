import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS } from '@contract/contact';
import { InboxListSchema } from '@contract/ops/console';
import { contactMessages, contactReplies } from '@db/schema/index';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser, uniqueEmail } from '../../../test/fixtures';
import { createOperator } from '../../../test/support/operators';
import { expectConstantStatements, expectRefusesBadPaging, walkAllPages } from '../../../test/support/paging';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { newId } from '../../lib/ids';
import { CONTACT_PER_IP } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SUPPORT_EMAIL: 'help-desk@hellovisa.example' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.rateLimits.reset(CONTACT_PER_IP, '127.0.0.1');
});

const SUPPORT = 'help-desk@hellovisa.example';

function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: uniqueEmail('priya'),
    subject: 'vaa',
    message: 'I need help with my Schengen visa documents.',
    loginMobile: '',
    loginEmail: '',
    ...overrides,
  };
}

async function storedRows(email: string) {
  return t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

async function totalRows() {
  const [row] = await t.database.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

describe('POST /api/contact', () => {
  it('stores the message, mails support and the sender, and answers 201', async () => {
    const body = validMessage();
    const res = await t.client().post('/api/contact', body);
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/submitted/);
    expect(res.body.contactMessage).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: body.email,
      subject: 'vaa',
      loginMobile: null,
      loginEmail: null,
    });

    const [row] = await storedRows(body.email);
    expect(row).toMatchObject({ subject: 'vaa', message: body.message, userId: null, ip: '127.0.0.1' });

    const toSupport = await t.lastMessage(SUPPORT, 'contact');
    expect(toSupport.subject).toBe('[Contact] Visa Application Assistance from Priya Sharma');
    expect(toSupport.text).toContain(body.message);
    expect(toSupport.text).toContain(body.email);
    const receipt = await t.lastMessage(body.email, 'contact-receipt');
    expect(receipt.subject).toBe('We received your query: Visa Application Assistance');
    expect(receipt.text).toContain('Monday to Sunday, 9 AM to 8 PM IST');
  });

  it('acknowledges in Hindi a message sent from a Hindi page, and tells support in English', async () => {
    const body = validMessage();
    const res = await t.client({ 'accept-language': 'hi' }).post('/api/contact', body);
    expect(res.status).toBe(201);
    const receipt = await t.lastMessage(body.email, 'contact-receipt');
    expect(receipt.subject).toBe('हमें आपका सवाल मिल गया है: वीज़ा आवेदन में सहायता');
    expect(receipt.text).toContain('नमस्ते Priya, HelloVisa को लिखने के लिए धन्यवाद।');
    expect(receipt.text).toContain('सोमवार से रविवार, सुबह 9 बजे से रात 8 बजे तक (IST)');
    expect(receipt.text).toContain(`संदर्भ ${res.body.contactMessage.id}`);
    expect(receipt.html).toContain('lang="hi"');
    expect(receipt.text).not.toMatch(/thank you|Support hours/);
    const toSupport = (await t.outbox()).find((m) => m.to === SUPPORT && m.text.includes(body.email));
    expect(toSupport?.subject).toBe('[Contact] Visa Application Assistance from Priya Sharma');
  });

  it('acknowledges the sender without repeating their message (no spam relay through our domain)', async () => {
    const spam = 'Cheap watches at spam.example, click now';
    const body = validMessage({ email: `victim.${Date.now()}@example.com`, firstName: 'Win', message: spam });
    expect((await t.client().post('/api/contact', body)).status).toBe(201);
    const receipt = await t.lastMessage(body.email, 'contact-receipt');
    expect(receipt.text).not.toContain(spam);
    expect(receipt.html).not.toContain('spam.example');
    expect((await t.lastMessage(SUPPORT, 'contact')).text).toContain(spam);
  });

  it('accepts every one of the ten subject codes', async () => {
    expect(CONTACT_SUBJECTS).toHaveLength(10);
    for (const { code } of CONTACT_SUBJECTS) {
      const extra =
        code === 'login' || code === 'signup' ? { loginMobile: '9876543210', loginEmail: 'me@example.com' } : {};
      const res = await t.client().post('/api/contact', validMessage({ subject: code, ...extra }));
      expect(res.status, code).toBe(201);
      await t.app.rateLimits.reset(CONTACT_PER_IP, '127.0.0.1');
    }
  });

  it.each([
    ['firstName', { firstName: '' }, 'Enter your first name'],
    ['firstName', { firstName: '   ' }, 'Enter your first name'],
    ['lastName', { lastName: undefined }, 'Enter your last name'],
    ['email', { email: '' }, 'Enter your email'],
    ['email', { email: 'not-an-address' }, 'Enter a valid email address'],
    ['subject', { subject: '' }, 'Choose a subject'],
    ['subject', { subject: 'visa' }, 'Choose a subject'],
    ['message', { message: '' }, 'Enter your message'],
    ['message', { message: ' \n ' }, 'Enter your message'],
    ['firstName', { firstName: 'A'.repeat(81) }, 'Name is too long'],
  ])('refuses a bad %s with 400 and stores nothing (%j)', async (field, overrides, text) => {
    const before = await totalRows();
    const res = await t.client().post('/api/contact', validMessage(overrides));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields[field]).toBe(text);
    expect(await totalRows()).toBe(before);
  });

  it('refuses a message longer than the limit', async () => {
    const before = await totalRows();
    const res = await t.client().post('/api/contact', validMessage({ message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }));
    expect(res.status).toBe(400);
    expect(res.body.fields.message).toBe('Keep your message under 5,000 characters');
    expect(await totalRows()).toBe(before);
    const atLimit = await t.client().post('/api/contact', validMessage({ message: 'y'.repeat(CONTACT_MESSAGE_MAX) }));
    expect(atLimit.status).toBe(201);
  });

  describe.each(['login', 'signup'])('subject %s', (subject) => {
    it('requires the mobile and the login e-mail', async () => {
      const res = await t.client().post('/api/contact', validMessage({ subject }));
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        loginMobile: 'Enter a mobile number of 10 to 15 digits',
        loginEmail: 'Enter the e-mail address of your account',
      });
    });

    it.each(['987654321', '9876543210123456', '98765abcde', '+91 98765'])(
      'refuses the mobile %s',
      async (loginMobile) => {
        const res = await t
          .client()
          .post('/api/contact', validMessage({ subject, loginMobile, loginEmail: 'me@x.com' }));
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.fields)).toEqual(['loginMobile']);
      },
    );

    it('refuses a login e-mail that is not an address', async () => {
      const res = await t
        .client()
        .post('/api/contact', validMessage({ subject, loginMobile: '9876543210', loginEmail: 'me-at-home' }));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['loginEmail']);
    });

    it.each([
      ['9876543210', '9876543210'],
      ['919876543210123', '919876543210123'],
      ['98765 43210', '9876543210'],
      ['+91 98765 43210', '9876543210'],
      ['+91-98765-43210', '9876543210'],
      ['098765 43210', '9876543210'],
    ])('stores the mobile %s as digits without an Indian prefix', async (loginMobile, stored) => {
      const body = validMessage({ subject, loginMobile, loginEmail: 'Account@Example.com' });
      const res = await t.client().post('/api/contact', body);
      expect(res.status).toBe(201);
      const [row] = await storedRows(body.email);
      expect(row?.loginMobile).toBe(stored);
      expect(row?.loginEmail).toBe('account@example.com');
      const toSupport = await t.lastMessage(SUPPORT, 'contact');
      expect(toSupport.text).toContain(`Mobile on the account: ${row?.loginMobile}`);
    });
  });

  it('stores the mobile and login e-mail as null for other subjects, even when sent', async () => {
    const body = validMessage({ subject: 'feedback', loginMobile: '9876543210', loginEmail: 'x@example.com' });
    const res = await t.client().post('/api/contact', body);
    expect(res.status).toBe(201);
    const [row] = await storedRows(body.email);
    expect(row).toMatchObject({ loginMobile: null, loginEmail: null });
  });

  it('accepts a message without the optional login fields at all', async () => {
    const { loginMobile: _m, loginEmail: _e, ...rest } = validMessage({ subject: 'ptq' });
    const res = await t.client().post('/api/contact', rest);
    expect(res.status).toBe(201);
  });

  it('keeps HTML as text: stored verbatim, returned as JSON and escaped in e-mails', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const body = validMessage({ firstName: '<b>Ravi</b>', message: `Hello ${script}` });
    const res = await t.client().post('/api/contact', body);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.body.contactMessage.message).toBe(`Hello ${script}`);

    const [row] = await storedRows(body.email);
    expect(row?.message).toBe(`Hello ${script}`);
    expect(row?.firstName).toBe('<b>Ravi</b>');

    for (const mail of [await t.lastMessage(SUPPORT, 'contact'), await t.lastMessage(body.email, 'contact-receipt')]) {
      expect(mail.html).not.toMatch(/<script|<img|<b>/);
    }
    const toSupport = await t.lastMessage(SUPPORT, 'contact');
    expect(toSupport.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(toSupport.text).toContain(script);
  });

  it('records the signed-in user with the message', async () => {
    const user = await createUser(t);
    const body = validMessage({ email: user.email });
    const res = await user.client.post('/api/contact', body);
    expect(res.status).toBe(201);
    const [row] = await storedRows(user.email);
    expect(row?.userId).toBe(user.id);
  });

  it('refuses a non-JSON body with 415', async () => {
    const res = await t.client().request('POST', '/api/contact', {
      body: 'firstName=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it('limits messages per IP and answers 429 with Retry-After', async () => {
    for (let sent = 0; sent < CONTACT_PER_IP.points; sent++) {
      const res = await t.client().post('/api/contact', validMessage());
      expect(res.status).toBe(201);
    }
    const before = await totalRows();
    const refused = await t.client().post('/api/contact', validMessage());
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await totalRows()).toBe(before);
  });

  it('publishes the endpoint in the OpenAPI document', async () => {
    const doc = await t.client().get('/api/openapi.json');
    expect(doc.body.paths['/api/contact'].post.responses).toHaveProperty('201');
  });
});

describe('GET /api/ops/contact, a page at a time', () => {
  const now = Date.now();
  let support: TestUser;
  beforeAll(async () => {
    support = await createOperator(t, 'support');
  });
  /** Messages put straight into the table, each received `secondsAgo` before `now`, each with one reply. */
  async function insertMessages(secondsAgo: number[], fields: { status?: string; subject?: string } = {}) {
    const rows = secondsAgo.map((seconds) => ({
      id: newId(),
      firstName: 'Paged',
      lastName: 'Sender',
      email: uniqueEmail('paged'),
      subject: fields.subject ?? 'vaa',
      message: 'A message to page through.',
      status: fields.status ?? 'new',
      assigneeId: support.id,
      createdAt: new Date(now - seconds * 1000),
    }));
    await t.database.db.insert(contactMessages).values(rows);
    await t.database.db.insert(contactReplies).values(
      rows.map((row) => ({
        id: newId(),
        messageId: row.id,
        operatorEmail: support.email,
        body: 'A reply.',
        createdAt: new Date(row.createdAt.getTime() + 1000),
      })),
    );
    return rows.map((row): string => row.id);
  }
  const spread = (count: number, from = 0) => Array.from({ length: count }, (_, n) => from + n * 10);

  for (const filter of ['', '?status=open', '?status=open&subject=fpi']) {
    it(`walks every message once across pages while others arrive in between (${filter || 'no filter'})`, async () => {
      const fields = { status: 'open', subject: filter.includes('fpi') ? 'fpi' : 'vaa' };
      const existing = await insertMessages([...spread(25, 100), 195, 195, 195], fields);
      const { seen, pages } = await walkAllPages(support.client, `/api/ops/contact${filter}`, {
        limit: 7,
        existing,
        check: (body) => expect(InboxListSchema.strict().safeParse(body).success).toBe(true),
        // Between pages: one newer than all (it belongs before the pages read) and one among those still to come.
        between: (pages) => insertMessages([-60, 100 + pages * 70 + 65], fields),
      });
      expect(pages).toBeGreaterThanOrEqual(4);
      const spaced = existing.slice(0, 25);
      expect(seen.filter((id) => spaced.includes(id))).toEqual(spaced);
    });
  }

  it('answers a page of 1 and a page of 200 messages, with their replies and assignees, in the same number of queries', async () => {
    await insertMessages(spread(200, 1000), { status: 'resolved' });
    const counts = await expectConstantStatements(t, support.client, '/api/ops/contact?status=resolved', {
      full: 200,
      atMost: 4,
    });
    expect(counts.one).toBeGreaterThan(0);
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    await expectRefusesBadPaging(support.client, '/api/ops/contact', 'ops-inbox', 200);
  });
});
