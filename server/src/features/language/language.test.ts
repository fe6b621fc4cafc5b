import { users } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function languageOf(userId: string) {
  const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language;
}

describe('PUT /api/language', () => {
  it('remembers a visitor’s choice in a cookie for a year', async () => {
    const client = t.client();
    const res = await client.put('/api/language', { language: 'hi' });
    expect(res.status).toBe(204);
    expect(client.cookies.get('hv_lang')).toBe('hi');
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it('saves the choice on a signed-in traveller’s profile, and only on theirs', async () => {
    const traveller = await createUser(t);
    const other = await createUser(t);
    expect(await languageOf(traveller.id)).toBe('en');
    expect((await traveller.client.put('/api/language', { language: 'hi' })).status).toBe(204);
    expect(await languageOf(traveller.id)).toBe('hi');
    expect(await languageOf(other.id)).toBe('en');
    expect((await traveller.client.put('/api/language', { language: 'en' })).status).toBe(204);
    expect(await languageOf(traveller.id)).toBe('en');
  });

  it('refuses a language the product does not have, changing nothing', async () => {
    const traveller = await createUser(t);
    const res = await traveller.client.put('/api/language', { language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(traveller.client.cookies.has('hv_lang')).toBe(false);
    expect(await languageOf(traveller.id)).toBe('en');
  });
});
