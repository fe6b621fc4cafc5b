import { destinations, visaOptions } from '@db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.database.db
    .insert(destinations)
    .values([
      {
        code: 'QZ',
        slug: 'test-qz',
        name: 'Testland',
        image: '/images/destinations/testland.webp',
        pricePaise: 499_900,
        eVisa: true,
        processingDays: 3,
      },
      {
        code: 'QY',
        slug: 'test-qy',
        name: 'Otherland',
        image: '/images/destinations/otherland.webp',
        pricePaise: 10_000_000,
        eVisa: false,
        processingDays: 10,
      },
    ])
    .onConflictDoNothing();
  await t.database.db
    .insert(visaOptions)
    .values({
      id: 'test-qz-business',
      countryCode: 'QZ',
      purpose: 'business',
      name: 'Business Visa',
      feesPaise: 650_000,
      processingDays: 1,
      validity: '90 days',
      stay: '30 days',
      requirements: ['Passport'],
      eVisa: true,
    })
    .onConflictDoNothing();
});
afterAll(() => t.close());

describe('wishlist', () => {
  it('is empty at first and refuses anonymous callers', async () => {
    const user = await createUser(t);
    expect((await user.client.get('/api/wishlist')).body).toEqual({ items: [] });
    expect((await t.client().get('/api/wishlist')).status).toBe(401);
    expect((await t.client().post('/api/wishlist', { type: 'destination', country: 'QZ' })).status).toBe(401);
  });

  it('adds a destination with the item’s fields filled from the catalogue', async () => {
    const user = await createUser(t);
    const res = await user.client.post('/api/wishlist', { type: 'destination', country: 'qz' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'destination',
      title: 'Testland',
      subtitle: 'From ₹4,999',
      country: 'Testland',
      countryCode: 'QZ',
      category: 'E-VISA',
      url: '/visa/test-qz',
      image: '/images/destinations/testland.webp',
      optionId: null,
    });
    const other = await user.client.post('/api/wishlist', { type: 'destination', country: 'QY' });
    expect(other.body).toMatchObject({ subtitle: 'From ₹1,00,000', category: 'VISA' });
  });

  it('adds a visa option', async () => {
    const user = await createUser(t);
    const res = await user.client.post('/api/wishlist', { type: 'visa', optionId: 'test-qz-business' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'visa',
      title: 'Business Visa',
      subtitle: '₹6,500 · 1 working day',
      country: 'Testland',
      countryCode: 'QZ',
      category: 'Business',
      url: '/visa/test-qz?type=business',
      optionId: 'test-qz-business',
    });
  });

  it('answers the existing item when the same thing is added twice, also concurrently', async () => {
    const user = await createUser(t);
    const first = await user.client.post('/api/wishlist', { type: 'destination', country: 'QZ' });
    const again = await user.client.post('/api/wishlist', { type: 'destination', country: 'QZ' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);

    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        user.client.post('/api/wishlist', { type: 'visa', optionId: 'test-qz-business' }),
      ),
    );
    expect(new Set(racing.map((res) => res.body.id)).size).toBe(1);
    expect((await user.client.get('/api/wishlist')).body.items).toHaveLength(2);
  });

  it('lists newest first and removes an item', async () => {
    const user = await createUser(t);
    const a = await user.client.post('/api/wishlist', { type: 'destination', country: 'QZ' });
    const b = await user.client.post('/api/wishlist', { type: 'destination', country: 'QY' });
    const list = await user.client.get('/api/wishlist');
    expect(list.body.items.map((item: { id: string }) => item.id)).toEqual([b.body.id, a.body.id]);

    const removed = await user.client.delete(`/api/wishlist/${a.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true });
    expect((await user.client.get('/api/wishlist')).body.items.map((item: { id: string }) => item.id)).toEqual([
      b.body.id,
    ]);
    expect((await user.client.delete(`/api/wishlist/${a.body.id}`)).status).toBe(404);
  });

  it('answers 404 for something not in the catalogue and 400 for a malformed body', async () => {
    const user = await createUser(t);
    const missing = await user.client.post('/api/wishlist', { type: 'destination', country: 'QX' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('This destination is not in our catalogue.');
    const noOption = await user.client.post('/api/wishlist', { type: 'visa', optionId: 'no-such-option' });
    expect(noOption.status).toBe(404);
    for (const body of [{}, { type: 'hotel' }, { type: 'destination', country: 'Thailand' }, { type: 'visa' }]) {
      const res = await user.client.post('/api/wishlist', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await user.client.get('/api/wishlist')).body.items).toEqual([]);
  });
});
