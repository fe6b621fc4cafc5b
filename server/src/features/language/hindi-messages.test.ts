import { users } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword, createUser, uniqueEmail } from '../../../test/fixtures';
import { HINDI_BROWSER, startTestApp, type TestApp } from '../../../test/test-app';
import mailEn from '../../i18n/mail.en.json';
import mailHi from '../../i18n/mail.hi.json';
import { notifyUser } from '../notifications/notify';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const hindiClient = () => t.client(HINDI_BROWSER);

describe('server messages follow the request’s language', () => {
  it('answers a failed log-in in Hindi for a Hindi request and in English otherwise', async () => {
    const user = await createUser(t);
    const body = { email: user.email, password: 'not the password' };
    const hindi = await hindiClient().post('/api/auth/login', body);
    expect(hindi.status).toBe(401);
    expect(hindi.body).toEqual({ error: 'ईमेल या पासवर्ड गलत है।', code: 'UNAUTHENTICATED' });
    const english = await t.client().post('/api/auth/login', body);
    expect(english.body).toEqual({ error: 'Invalid email or password.', code: 'UNAUTHENTICATED' });
  });

  it('gives field errors of a Hindi request in Hindi, changing nothing', async () => {
    const res = await hindiClient().post('/api/send-otp', { email: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ email: 'अपना ईमेल डालें' });
    const contact = await hindiClient().post('/api/contact', {
      firstName: '',
      lastName: 'Sharma',
      email: 'not-an-email',
      subject: 'vaa',
      message: 'Namaste',
      loginMobile: '',
      loginEmail: '',
    });
    expect(contact.status).toBe(400);
    expect(contact.body.fields.email).toBe('मान्य ईमेल पता डालें');
  });

  it('puts the success message of a Hindi request in Hindi', async () => {
    const email = uniqueEmail('hindi');
    const res = await hindiClient().post('/api/send-otp', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'OTP आपके ईमेल पर भेज दिया गया है।' });
  });

  it('says how long to wait in Hindi, with the number of seconds', async () => {
    const email = uniqueEmail('wait');
    const client = hindiClient();
    await client.post('/api/send-otp', { email });
    const again = await client.post('/api/send-otp', { email });
    if (again.status === 429 && /\d/.test(again.body.error)) {
      expect(again.body.error).toMatch(/^नया OTP मँगाने से पहले \d+ सेकंड रुकें।$/);
    } else {
      // The address limit answered first: still Hindi.
      expect(again.body.error).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('e-mails and SMS in Hindi', () => {
  it('sends the sign-up code of a Hindi page in Hindi', async () => {
    const email = uniqueEmail('signup-hi');
    await hindiClient().post('/api/send-otp', { email });
    const message = await t.lastMessage(email, 'signup');
    expect(message.subject).toBe('आपका HelloVisa साइन-अप कोड');
    expect(message.text).toContain(`इस ईमेल पते को सत्यापित करने के लिए आपका कोड ${message.code} है।`);
    expect(message.html).toContain('lang="hi"');
    expect(message.text).toContain('HelloVisa टीम');
  });

  it('writes a notification to a traveller whose profile says Hindi in Hindi, whatever the page', async () => {
    const user = await createUser(t, { language: 'hi' });
    const res = await changePassword(user, 'a brand new secret');
    expect(res.status).toBe(200);
    const mail = await t.lastMessage(user.email, 'password-changed');
    expect(mail.subject).toBe('आपका HelloVisa पासवर्ड बदल दिया गया');
    expect(mail.text).toContain('आपके HelloVisa खाते का पासवर्ड बदल दिया गया।');
    expect(mail.text).toContain('HelloVisa टीम');
    expect(mail.html).toContain('lang="hi"');
  });

  it('writes notifications for a Hindi profile in Hindi, rupees with Indian digit grouping', async () => {
    const user = await createUser(t, { language: 'hi' });
    await notifyUser(t.database.db, {
      kind: 'wallet-credit',
      userId: user.id,
      dedupeKey: `hindi-credit:${user.id}`,
      data: { amountPaise: 10_000_000, balancePaise: 12_345_600, remarks: null },
    });
    const mail = await t.lastMessage(user.email, 'wallet-credit');
    expect(mail.subject).toBe('आपके वॉलेट में ₹1,00,000.00 जोड़े गए');
    expect(mail.text).toContain('आपका बैलेंस ₹1,23,456.00 है।');
    expect(mail.text).toContain('अपने खाते में खोलें');
  });

  it('names an application’s country, status and the server’s own note in Hindi, in the e-mail and the centre', async () => {
    const user = await createUser(t, { language: 'hi' });
    const status = (ref: string, status: string, note: string) =>
      notifyUser(t.database.db, {
        kind: 'application-status',
        userId: user.id,
        dedupeKey: `hindi-status:${ref}`,
        data: { ref, country: 'Thailand', status, note },
      });
    await status('HV-2026-100001', 'Submitted', 'Payment received');
    const mail = await t.lastMessage(user.email, 'application-status');
    expect(mail.subject).toBe('थाईलैंड वीज़ा आवेदन HV-2026-100001: जमा किया गया');
    expect(mail.text).toContain('स्थिति: जमा किया गया। भुगतान मिल गया');
    // A partner's lower-case word is known too; an operator's own note stays as written.
    await status('HV-2026-100002', 'with the embassy', 'Passport couriered on Monday');
    const hindiPage = hindiClient();
    for (const [name, value] of user.client.cookies) hindiPage.cookies.set(name, value);
    const { body } = await hindiPage.get('/api/notifications');
    expect(body.items.map((item: { title: string; body: string }) => [item.title, item.body])).toEqual(
      expect.arrayContaining([
        ['थाईलैंड वीज़ा आवेदन HV-2026-100002: दूतावास में', 'स्थिति: दूतावास में। Passport couriered on Monday'],
        ['थाईलैंड वीज़ा आवेदन HV-2026-100001: जमा किया गया', 'स्थिति: जमा किया गया। भुगतान मिल गया'],
      ]),
    );
    const english = await user.client.get('/api/notifications');
    expect(english.body.items.map((item: { title: string }) => item.title)).toContain(
      'Thailand visa application HV-2026-100001: Submitted',
    );
  });

  it('keeps English e-mails word for word for an English profile', async () => {
    const user = await createUser(t);
    await changePassword(user, 'a brand new secret');
    const mail = await t.lastMessage(user.email, 'password-changed');
    expect(mail.subject).toBe('Your HelloVisa password was changed');
    expect(mail.text).toContain('The password of your HelloVisa account was changed.');
    expect(mail.text).toContain('The HelloVisa team');
  });

  it('makes the language chosen before signing in the account’s', async () => {
    const user = await createUser(t);
    const client = t.client();
    client.cookies.set('hv_lang', 'hi');
    const res = await client.post('/api/auth/login', { email: user.email, password: user.password });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe('hi');
  });
});

describe('e-mail and SMS catalogues', () => {
  const flatten = (tree: object, prefix = ''): Record<string, string> =>
    Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
      const full = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'object'
        ? Object.assign(flat, flatten(value, full))
        : Object.assign(flat, { [full]: value });
    }, {});
  const en = flatten(mailEn);
  const hi = flatten(mailHi);
  const placeholders = (text = '') =>
    [...text.matchAll(/\{\{(\w+)\}\}/g)]
      .map((m) => m[1])
      .sort()
      .join();

  it('has every key in both languages with the same placeholders', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).filter((key) => placeholders(en[key]) !== placeholders(hi[key]))).toEqual([]);
  });
});
