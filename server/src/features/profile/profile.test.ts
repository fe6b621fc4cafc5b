import { profiles, verifications } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/fixtures';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { currentTotp, newTotpSecret } from '../identity/totp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const FULL_PROFILE = {
  firstName: 'Asha',
  lastName: 'Rao',
  dob: '1990-05-17',
  nationality: 'Indian',
  maritalStatus: 'Married',
  anniversary: '2015-11-20',
  city: 'Pune',
  state: 'Maharashtra',
  passportNo: 'k1234567',
  passportExpiry: '2031-01-31',
  issuingCountry: 'India',
  panCard: 'abcde1234f',
  domesticPlan: 'Goa in December',
  internationalPlan: 'Japan in spring',
};

function avatarForm(image: Buffer, name = 'me.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)]), name);
  return form;
}

const uploadAvatar = (client: TestClient, image: Buffer, name?: string) =>
  client.request('POST', '/api/profile/avatar', { body: avatarForm(image, name) });

describe('GET /api/profile', () => {
  it('answers every profile field, empty ones as null', async () => {
    const user = await createUser(t);
    const res = await user.client.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({
      firstName: 'Asha',
      lastName: 'Traveller',
      email: user.email,
      emailVerified: true,
      mobile: null,
      mobileVerified: false,
      pendingEmail: null,
      pendingMobile: null,
      dob: null,
      nationality: null,
      maritalStatus: null,
      anniversary: null,
      address: null,
      city: null,
      state: null,
      gstin: null,
      passportNo: null,
      passportExpiry: null,
      issuingCountry: null,
      panCard: null,
      domesticPlan: null,
      internationalPlan: null,
      avatarUrl: null,
    });
  });

  it('refuses anonymous callers', async () => {
    expect((await t.client().get('/api/profile')).status).toBe(401);
    expect((await t.client().put('/api/profile', FULL_PROFILE)).status).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  it('saves every field, normalising PAN and passport, and answers the refreshed user', async () => {
    const user = await createUser(t);
    // Asked before the change, so that the session's answer is cached and must be dropped.
    expect((await user.client.get('/api/auth/me')).body.user.name).toBe('Asha Traveller');
    const res = await user.client.put('/api/profile', FULL_PROFILE);
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      ...FULL_PROFILE,
      passportNo: 'K1234567',
      panCard: 'ABCDE1234F',
      email: user.email,
    });
    expect(res.body.user).toMatchObject({ firstName: 'Asha', lastName: 'Rao', name: 'Asha Rao' });
    expect((await user.client.get('/api/profile')).body.profile).toEqual(res.body.profile);
    expect((await user.client.get('/api/auth/me')).body.user.name).toBe('Asha Rao');
  });

  it('clears blank fields, keeps missing ones, and ignores a blank email or mobile', async () => {
    const user = await createUser(t);
    await user.client.put('/api/profile', FULL_PROFILE);
    const res = await user.client.put('/api/profile', {
      firstName: 'Asha',
      city: '',
      panCard: null,
      email: '',
      mobile: '   ',
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      lastName: 'Rao',
      city: null,
      panCard: null,
      state: 'Maharashtra',
      email: user.email,
      mobile: null,
      pendingEmail: null,
    });
    expect(await t.outbox()).not.toContainEqual(expect.objectContaining({ purpose: 'change-email', to: user.email }));
  });

  it('refuses invalid values with per-field messages and changes nothing', async () => {
    const user = await createUser(t);
    await user.client.put('/api/profile', FULL_PROFILE);
    const res = await user.client.put('/api/profile', {
      firstName: '',
      dob: '2999-01-01',
      anniversary: '2023-02-30',
      maritalStatus: 'Engaged',
      panCard: 'ABC1234',
      passportNo: 'P1',
      passportExpiry: '2020-01-01',
      email: 'not-an-email',
      mobile: '12ab',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toEqual({
      firstName: 'Enter your first name',
      dob: 'Date of birth must be in the past',
      anniversary: 'Enter a valid anniversary (YYYY-MM-DD)',
      maritalStatus: expect.any(String),
      panCard: 'Enter a valid PAN (format AAAAA9999A)',
      passportNo: 'Enter a valid passport number (6 to 9 letters or digits)',
      email: expect.any(String),
      mobile: expect.any(String),
    });
    expect((await user.client.get('/api/profile')).body.profile).toMatchObject({
      ...FULL_PROFILE,
      passportNo: 'K1234567',
      panCard: 'ABCDE1234F',
    });
  });

  it('refuses a passport expiry entered in the past, but keeps saving a profile whose saved passport has since expired', async () => {
    const user = await createUser(t);
    const past = await user.client.put('/api/profile', { firstName: 'Asha', passportExpiry: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual({ passportExpiry: 'Passport expiry must be a future date' });
    expect((await user.client.get('/api/profile')).body.profile.passportExpiry).toBeNull();

    await user.client.put('/api/profile', { firstName: 'Asha', passportExpiry: '2031-01-31' });
    await t.database.db.update(profiles).set({ passportExpiry: '2021-06-30' }).where(eq(profiles.userId, user.id));
    const later = await user.client.put('/api/profile', {
      firstName: 'Asha',
      passportExpiry: '2021-06-30',
      city: 'Pune',
    });
    expect(later.status).toBe(200);
    expect(later.body.profile).toMatchObject({ city: 'Pune', passportExpiry: '2021-06-30' });
  });

  it('limits codes for new e-mail addresses per account, and a refused save changes nothing', async () => {
    const user = await createUser(t);
    for (let i = 1; i <= 6; i++) {
      const res = await user.client.put('/api/profile', {
        firstName: 'Asha',
        currentPassword: user.password,
        email: `new.${i}.${user.email}`,
      });
      expect(res.status).toBe(200);
    }
    const refused = await user.client.put('/api/profile', {
      firstName: 'Asha',
      currentPassword: user.password,
      city: 'Goa',
      email: `new.7.${user.email}`,
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await user.client.get('/api/profile')).body.profile.city).toBeNull();
    expect(await t.outbox()).not.toContainEqual(expect.objectContaining({ to: `new.7.${user.email}` }));
  });

  it('accepts each marital status option', async () => {
    const user = await createUser(t);
    for (const status of ['Single', 'Married', 'Divorced', 'Widowed', 'Other']) {
      const res = await user.client.put('/api/profile', { firstName: 'Asha', maritalStatus: status });
      expect(res.body.profile.maritalStatus).toBe(status);
    }
  });
});

describe('changing e-mail or mobile', () => {
  it("writes the code to the new address and the notice to the old one in the account's language (Hindi)", async () => {
    const user = await createUser(t, { language: 'hi' });
    const next = uniqueEmail('hindi-new');
    const saved = await user.client.put('/api/profile', {
      firstName: 'Asha',
      currentPassword: user.password,
      email: next,
    });
    expect(saved.status).toBe(200);
    const code = await t.lastMessage(next, 'change-email');
    expect(code.subject).toBe('अपने नए HelloVisa ईमेल की पुष्टि करें');
    expect(code.text).toContain(`${next} को अपने HelloVisa खाते के ईमेल के रूप में पुष्टि करने का आपका कोड ${code.code} है।`);
    expect(code.html).toContain('lang="hi"');

    const ok = await user.client.post('/api/profile/verify-contact', { channel: 'email', code: code.code });
    expect(ok.status).toBe(200);
    const notice = await t.lastMessage(user.email, 'email-changed');
    expect(notice.subject).toBe('आपका HelloVisa ईमेल बदल दिया गया');
    expect(notice.text).toContain(`आपके HelloVisa खाते का ईमेल बदलकर ${next} कर दिया गया है।`);
    expect(notice.text).not.toMatch(/The email of your/);
  });

  it('keeps both messages in English for an English account', async () => {
    const user = await createUser(t);
    const next = uniqueEmail('english-new');
    await user.client.put('/api/profile', { firstName: 'Asha', currentPassword: user.password, email: next });
    const code = await t.lastMessage(next, 'change-email');
    expect(code.subject).toBe('Confirm your new HelloVisa email');
    expect(code.text).toContain(
      `Your code to confirm ${next} as the email of your HelloVisa account is ${code.code}. It expires in 10 minutes. If you did not ask for this, you can ignore this email.`,
    );
    await user.client.post('/api/profile/verify-contact', { channel: 'email', code: code.code });
    const notice = await t.lastMessage(user.email, 'email-changed');
    expect(notice.subject).toBe('Your HelloVisa email was changed');
    expect(notice.text).toMatch(
      /The email of your HelloVisa account was changed to .+\. If this was not you, contact .+ right away\./,
    );
  });

  it('applies a new e-mail only after the code sent to it is confirmed', async () => {
    const user = await createUser(t);
    const next = uniqueEmail('new');
    const saved = await user.client.put('/api/profile', {
      firstName: 'Asha',
      currentPassword: user.password,
      email: next,
      city: 'Delhi',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ email: user.email, pendingEmail: next, city: 'Delhi' });
    const message = await t.lastMessage(next, 'change-email');
    expect(message.code).toMatch(/^\d{6}$/);

    const wrongCode = message.code === '000000' ? '111111' : '000000';
    const wrong = await user.client.post('/api/profile/verify-contact', { channel: 'email', code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Invalid OTP');
    expect((await user.client.get('/api/profile')).body.profile.email).toBe(user.email);

    const ok = await user.client.post('/api/profile/verify-contact', { channel: 'email', code: message.code });
    expect(ok.status).toBe(200);
    expect(ok.body.profile).toMatchObject({ email: next, emailVerified: true, pendingEmail: null });
    expect(ok.body.user.email).toBe(next);
    expect((await t.lastMessage(user.email, 'email-changed')).text).toContain(next);

    const reused = await user.client.post('/api/profile/verify-contact', { channel: 'email', code: message.code });
    expect(reused.status).toBe(404);
  });

  it('asks for the current password before a new e-mail or mobile, and a stolen session without it changes nothing', async () => {
    const user = await createUser(t);
    const next = uniqueEmail('takeover');
    const bare = await user.client.put('/api/profile', { firstName: 'Asha', city: 'Goa', email: next });
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({
      error: 'Enter your current password to change your email or mobile',
      code: 'VALIDATION_FAILED',
      fields: { currentPassword: 'Enter your current password to change your email or mobile' },
    });
    const wrong = await user.client.put('/api/profile', {
      firstName: 'Asha',
      city: 'Goa',
      email: next,
      currentPassword: 'not my password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: 'Current password is incorrect' });
    const mobile = await user.client.put('/api/profile', { firstName: 'Asha', mobile: '9876501234' });
    expect(mobile.status).toBe(400);
    const profile = (await user.client.get('/api/profile')).body.profile;
    expect(profile).toMatchObject({ city: null, pendingEmail: null, pendingMobile: null });
    expect(await t.outbox()).not.toContainEqual(expect.objectContaining({ to: next }));

    // Other fields never need the password.
    expect((await user.client.put('/api/profile', { firstName: 'Asha', city: 'Goa' })).status).toBe(200);
    const right = await user.client.put('/api/profile', {
      firstName: 'Asha',
      email: next,
      currentPassword: user.password,
    });
    expect(right.status).toBe(200);
    expect(right.body.profile.pendingEmail).toBe(next);
  });

  it('accepts a fresh two-factor code instead of the password, once', async () => {
    const secret = newTotpSecret();
    const user = await createUser(t, { totpSecret: secret, totpEnabledAt: new Date() });
    const next = uniqueEmail('twofactor');
    const code = await currentTotp(secret);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await user.client.put('/api/profile', { firstName: 'Asha', email: next, twoFactorCode: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ twoFactorCode: 'Invalid authentication code' });
    const ok = await user.client.put('/api/profile', { firstName: 'Asha', email: next, twoFactorCode: code });
    expect(ok.status).toBe(200);
    expect(ok.body.profile.pendingEmail).toBe(next);
    const replay = await user.client.put('/api/profile', {
      firstName: 'Asha',
      email: uniqueEmail('replay'),
      twoFactorCode: code,
    });
    expect(replay.status).toBe(400);
  });

  it('tells an account without a password or two-factor how to become able to change its e-mail', async () => {
    const user = await createUser(t, { passwordHash: null });
    const res = await user.client.put('/api/profile', { firstName: 'Asha', email: uniqueEmail('google') });
    expect(res.status).toBe(422);
    expect(res.body.fields.currentPassword).toBe(
      "To change your email or mobile, first set a password with 'Forgot password' on the login page, or turn on two-factor authentication.",
    );
  });

  it('limits wrong current passwords to 10 in 15 minutes per account', async () => {
    const user = await createUser(t);
    const attempt = (currentPassword: string) =>
      user.client.put('/api/profile', { firstName: 'Asha', email: uniqueEmail('guess'), currentPassword });
    for (let i = 0; i < 10; i++) expect((await attempt(`guess-${i}`)).status).toBe(400);
    expect((await attempt(user.password)).status).toBe(429);
  });

  it("keeps two accounts changing to the same new address apart: neither sees nor spends the other one's code", async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    const next = uniqueEmail('contested');
    expect(
      (await first.client.put('/api/profile', { firstName: 'Asha', currentPassword: first.password, email: next }))
        .status,
    ).toBe(200);
    const firstCode = (await t.lastMessage(next, 'change-email')).code!;
    // No "please wait" that would tell the second account someone else is changing to this address.
    const secondSave = await second.client.put('/api/profile', {
      firstName: 'Ravi',
      currentPassword: second.password,
      email: next,
    });
    expect(secondSave.status).toBe(200);
    expect(secondSave.body.profile.pendingEmail).toBe(next);
    const secondCode = (await t.lastMessage(next, 'change-email')).code!;

    // The first account's code survived the second request and works for the first account only.
    const applied = await first.client.post('/api/profile/verify-contact', { channel: 'email', code: firstCode });
    expect(applied.status).toBe(200);
    expect(applied.body.profile.email).toBe(next);
    // The second account's own code is still its own; the address is simply taken now.
    const late = await second.client.post('/api/profile/verify-contact', { channel: 'email', code: secondCode });
    expect(late.status).toBe(409);
  });

  it("refuses another account's e-mail with 409 and saves nothing", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const res = await user.client.put('/api/profile', {
      firstName: 'Changed',
      currentPassword: user.password,
      email: other.email,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This email is already used by another account.');
    expect((await user.client.get('/api/profile')).body.profile.firstName).toBe('Asha');
  });

  it('applies a new mobile (E.164) after the SMS code', async () => {
    const user = await createUser(t);
    const digits = `98${String(Date.now()).slice(-8)}`;
    const saved = await user.client.put('/api/profile', {
      firstName: 'Asha',
      currentPassword: user.password,
      mobile: digits,
    });
    expect(saved.body.profile).toMatchObject({ mobile: null, pendingMobile: `+91${digits}` });
    const sms = await t.lastMessage(`+91${digits}`, 'change-mobile');
    expect(sms.channel).toBe('sms');

    const again = await user.client.put('/api/profile', {
      firstName: 'Asha',
      currentPassword: user.password,
      mobile: digits,
    });
    expect(again.status).toBe(200);
    const resend = await user.client.post('/api/profile/verify-contact/resend', { channel: 'mobile' });
    expect(resend.status).toBe(429);
    expect(resend.headers.get('retry-after')).toMatch(/^\d+$/);

    const ok = await user.client.post('/api/profile/verify-contact', { channel: 'mobile', code: sms.code });
    expect(ok.status).toBe(200);
    expect(ok.body.profile).toMatchObject({ mobile: `+91${digits}`, mobileVerified: true, pendingMobile: null });
    expect(ok.body.user.mobileVerified).toBe(true);
  });

  it('resends a new code for the pending change after 30 s; only the newest code works', async () => {
    const user = await createUser(t);
    const next = uniqueEmail('resend');
    await user.client.put('/api/profile', { firstName: 'Asha', currentPassword: user.password, email: next });
    const first = await t.lastMessage(next, 'change-email');
    await t.database.db
      .update(verifications)
      .set({ createdAt: new Date(Date.now() - 31_000) })
      .where(eq(verifications.target, next));
    const resent = await user.client.post('/api/profile/verify-contact/resend', { channel: 'email' });
    expect(resent.status).toBe(200);
    expect(resent.body.profile.pendingEmail).toBe(next);
    const second = await t.lastMessage(next, 'change-email');
    expect(second.code).not.toBe(first.code);
    const stale = await user.client.post('/api/profile/verify-contact', { channel: 'email', code: first.code });
    expect(stale.status).toBe(400);
    const ok = await user.client.post('/api/profile/verify-contact', { channel: 'email', code: second.code });
    expect(ok.body.profile.email).toBe(next);
  });

  it('answers 404 when no change is waiting and 400 for a malformed code', async () => {
    const user = await createUser(t);
    expect((await user.client.post('/api/profile/verify-contact', { channel: 'email', code: '123456' })).status).toBe(
      404,
    );
    expect((await user.client.post('/api/profile/verify-contact/resend', { channel: 'email' })).status).toBe(404);
    const bad = await user.client.post('/api/profile/verify-contact', { channel: 'fax', code: '12' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['channel', 'code']);
  });
});

describe('avatar', () => {
  it('answers 400, not 500, for a multipart body it cannot read', async () => {
    const user = await createUser(t);
    const res = await user.client.request('POST', '/api/profile/avatar', {
      body: 'garbage',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringContaining('could not be read') });
    expect((await user.client.get('/api/profile')).body.profile.avatarUrl).toBeNull();
  });

  it('resizes an uploaded picture to a 256 px WebP served back to its owner', async () => {
    const user = await createUser(t);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c04020' } })
      .jpeg()
      .toBuffer();
    const res = await uploadAvatar(user.client, photo, 'holiday.jpg');
    expect(res.status).toBe(200);
    const url: string = res.body.profile.avatarUrl;
    expect(url).toMatch(/^\/api\/profile\/avatar\/[A-Za-z0-9_-]+$/);
    expect(res.body.user.picture).toBe(url);

    const image = await fetch(new URL(url, t.url), { headers: { cookie: `hv_session=${user.token}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const stranger = await createUser(t);
    expect((await stranger.client.get(url)).status).toBe(404);
    expect((await t.client().get(url)).status).toBe(401);
  });

  it('replaces and removes the picture, deleting the old file', async () => {
    const user = await createUser(t);
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const first = (await uploadAvatar(user.client, png)).body.profile.avatarUrl;
    const second = (await uploadAvatar(user.client, png)).body.profile.avatarUrl;
    expect(second).not.toBe(first);
    expect((await user.client.get(first)).status).toBe(404);
    const removed = await user.client.delete('/api/profile/avatar');
    expect(removed.status).toBe(200);
    expect(removed.body.profile.avatarUrl).toBeNull();
    expect((await user.client.get(second)).status).toBe(404);
  });

  it('refuses a file that is not an image (415), a missing file (400) and one over 5 MB (413)', async () => {
    const user = await createUser(t);
    const pdf = await uploadAvatar(user.client, Buffer.from('%PDF-1.4\n%%EOF\n'), 'me.png');
    expect(pdf.status).toBe(415);
    const broken = await uploadAvatar(user.client, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'x.png');
    expect(broken.status).toBe(415);
    const none = await user.client.request('POST', '/api/profile/avatar', { body: new FormData() });
    expect(none.status).toBe(400);
    const big = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadAvatar(user.client, big, 'big.jpg');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe('The image is too large. The limit is 5 MB.');
    expect((await user.client.get('/api/profile')).body.profile.avatarUrl).toBeNull();
  });

  it('refuses a small file that claims more than 16 megapixels, without decoding it', async () => {
    const user = await createUser(t);
    const canvas = await sharp({ create: { width: 5000, height: 3400, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(canvas.length).toBeLessThan(512 * 1024);
    const TOO_MANY_PIXELS = {
      error: 'This picture is too large. Use one of at most 16 megapixels.',
      code: 'UNPROCESSABLE',
    };
    const res = await uploadAvatar(user.client, canvas, 'huge.png');
    expect(res.status).toBe(422);
    expect(res.body).toEqual(TOO_MANY_PIXELS);
    // Its first kilobyte (the header and the start of the pixels) cannot be decoded: refusing it for its size,
    // not as unreadable, shows that only the header was read.
    const firstKilobyte = canvas.subarray(0, 1024);
    expect(await sharp(firstKilobyte).metadata()).toMatchObject({ width: 5000, height: 3400 });
    await expect(sharp(firstKilobyte).raw().toBuffer()).rejects.toThrow();
    const truncated = await uploadAvatar(user.client, firstKilobyte, 'huge.png');
    expect(truncated.status).toBe(422);
    expect(truncated.body).toEqual(TOO_MANY_PIXELS);
    expect((await user.client.get('/api/profile')).body.profile.avatarUrl).toBeNull();
  });

  it('allows 10 picture uploads an hour per account', async () => {
    const user = await createUser(t);
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    for (let i = 0; i < 10; i++) expect((await uploadAvatar(user.client, small)).status).toBe(200);
    const refused = await uploadAvatar(user.client, small);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    // Another account on the same network is unaffected.
    const other = await createUser(t);
    expect((await uploadAvatar(other.client, small)).status).toBe(200);
  });
});
