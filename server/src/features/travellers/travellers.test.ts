import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { HINDI_BROWSER, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A date `days` from today (negative: in the past), as YYYY-MM-DD. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const meera = () => ({
  firstName: 'Meera',
  lastName: 'Rao',
  relationship: 'Spouse',
  dob: '1991-07-03',
  nationality: 'in',
  passportNo: 'k 7654321',
  passportExpiry: daysFromNow(900),
});

const listOf = async (user: TestUser) => (await user.client.get('/api/travellers')).body;

describe('saved travellers', () => {
  it('refuses anonymous callers', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/travellers')).status).toBe(401);
    expect((await anonymous.post('/api/travellers', meera())).status).toBe(401);
  });

  it('saves, lists, changes and deletes a traveller of the signed-in account', async () => {
    const user = await createUser(t);
    expect(await listOf(user)).toEqual({ items: [], max: 20 });

    const created = await user.client.post('/api/travellers', meera());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      firstName: 'Meera',
      lastName: 'Rao',
      relationship: 'Spouse',
      dob: '1991-07-03',
      nationality: 'IN',
      passportNo: 'K7654321',
    });
    expect((await listOf(user)).items).toEqual([created.body]);

    const changed = await user.client.put(`/api/travellers/${created.body.id}`, {
      ...meera(),
      lastName: 'Iyer',
      nationality: 'GB',
      passportNo: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: created.body.id, lastName: 'Iyer', nationality: 'GB', passportNo: null });
    expect((await listOf(user)).items).toEqual([changed.body]);

    expect((await user.client.delete(`/api/travellers/${created.body.id}`)).body).toEqual({ ok: true });
    expect((await listOf(user)).items).toEqual([]);
    expect((await user.client.delete(`/api/travellers/${created.body.id}`)).status).toBe(404);
  });

  it('asks for a chosen relationship and a name, never taking "Other" or "Self" silently', async () => {
    const user = await createUser(t);
    const { relationship: _, ...noRelationship } = meera();
    const missing = await user.client.post('/api/travellers', noRelationship);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ relationship: 'Choose how this traveller is related to you' });
    const self = await user.client.post('/api/travellers', { ...meera(), relationship: 'Self' });
    expect(self.status).toBe(400);
    expect(self.body.fields.relationship).toBe('Choose how this traveller is related to you');
    const nameless = await user.client.post('/api/travellers', { ...meera(), firstName: '  ' });
    expect(nameless.body.fields).toEqual({ firstName: 'Enter the first name' });
    expect((await listOf(user)).items).toEqual([]);
  });

  it('refuses an expired passport, a future birth date, an unknown nationality and a bad passport number', async () => {
    const user = await createUser(t);
    const expired = await user.client.post('/api/travellers', { ...meera(), passportExpiry: daysFromNow(-1) });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({
      error: 'Passport expiry must be a future date',
      fields: { passportExpiry: 'Passport expiry must be a future date' },
    });
    const unborn = await user.client.post('/api/travellers', { ...meera(), dob: daysFromNow(3) });
    expect(unborn.body.fields).toEqual({ dob: 'Date of birth must be in the past' });
    const nowhere = await user.client.post('/api/travellers', { ...meera(), nationality: 'QQ' });
    expect(nowhere.body.fields).toEqual({ nationality: 'Choose a nationality from the list' });
    const passport = await user.client.post('/api/travellers', { ...meera(), passportNo: 'AB-12' });
    expect(passport.body.fields).toEqual({ passportNo: 'Enter a valid passport number (6 to 9 letters or digits)' });
    const notADate = await user.client.post('/api/travellers', { ...meera(), dob: '1991-02-30' });
    expect(notADate.body.fields).toEqual({ dob: 'Enter the date of birth as YYYY-MM-DD' });
    expect((await listOf(user)).items).toEqual([]);
  });

  it('answers in Hindi for a Hindi request', async () => {
    const user = await createUser(t);
    const hindi = t.client(HINDI_BROWSER);
    for (const [name, value] of user.client.cookies) hindi.cookies.set(name, value);
    const res = await hindi.post('/api/travellers', { ...meera(), passportExpiry: daysFromNow(-30) });
    expect(res.body.fields.passportExpiry).toBe('पासपोर्ट की समाप्ति तिथि आने वाली तारीख होनी चाहिए');
  });

  it('keeps one traveller per passport number', async () => {
    const user = await createUser(t);
    const first = await user.client.post('/api/travellers', meera());
    const again = await user.client.post('/api/travellers', { ...meera(), firstName: 'Mira' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You already saved a traveller with this passport number');
    const other = await user.client.post('/api/travellers', { ...meera(), passportNo: 'K1111111' });
    const clash = await user.client.put(`/api/travellers/${other.body.id}`, meera());
    expect(clash.status).toBe(409);
    expect((await user.client.put(`/api/travellers/${first.body.id}`, meera())).status).toBe(200);
    expect((await listOf(user)).items.map((item: { passportNo: string }) => item.passportNo)).toEqual([
      'K7654321',
      'K1111111',
    ]);
  });

  it('keeps at most 20 travellers and says so clearly', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 20; i += 1) {
      const res = await user.client.post('/api/travellers', { firstName: `Child ${i}`, relationship: 'Child' });
      expect(res.status).toBe(201);
    }
    const full = await user.client.post('/api/travellers', { firstName: 'One more', relationship: 'Friend' });
    expect(full.status).toBe(422);
    expect(full.body.error).toBe('You can save up to 20 travellers. Delete one to save another.');
    expect((await listOf(user)).items).toHaveLength(20);
  });

  it("never lists, changes or deletes another account's traveller (404, nothing changed)", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const { body: saved } = await owner.client.post('/api/travellers', meera());
    expect((await listOf(other)).items).toEqual([]);
    const put = await other.client.put(`/api/travellers/${saved.id}`, { ...meera(), firstName: 'Taken' });
    expect(put.status).toBe(404);
    expect(put.body.error).toBe('Traveller not found.');
    expect((await other.client.delete(`/api/travellers/${saved.id}`)).status).toBe(404);
    // The same passport number is free in another account.
    expect((await other.client.post('/api/travellers', meera())).status).toBe(201);
    expect((await listOf(owner)).items).toEqual([saved]);
  });
});
