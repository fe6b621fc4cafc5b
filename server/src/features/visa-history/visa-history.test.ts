import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { partnerClient } from '../../../test/support/partner';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let refs = 0;
const nextRef = () => `APP-${Date.now()}-${++refs}`;

describe('visa history', () => {
  it('is empty for a new user and refuses anonymous callers', async () => {
    const user = await createUser(t);
    expect((await user.client.get('/api/visa/history')).body).toEqual({ items: [] });
    expect((await t.client().get('/api/visa/history')).status).toBe(401);
  });

  it('lists the applications newest first with the visa-history fields', async () => {
    const user = await createUser(t);
    const partner = partnerClient(t);
    const first = nextRef();
    const second = nextRef();
    await partner.put(`/api/partner/applications/${first}`, {
      email: user.email,
      country: 'Japan',
      type: 'Tourist Visa',
      status: 'rejected',
    });
    await partner.put(`/api/partner/applications/${second}`, {
      email: user.email,
      country: 'France',
      type: 'Business Visa',
      status: 'approved',
      remarks: 'Collect at VFS',
    });
    const res = await user.client.get('/api/visa/history');
    expect(res.status).toBe(200);
    expect(res.body.items.map((item: { ref: string }) => item.ref)).toEqual([second, first]);
    expect(Object.keys(res.body.items[0]).sort()).toEqual(
      ['appliedAt', 'country', 'documentUrl', 'id', 'ref', 'remarks', 'status', 'type', 'updatedAt'].sort(),
    );
  });
});

describe('saved applications', () => {
  it("lists and deletes the user's saved applications", async () => {
    const user = await createUser(t);
    const ref = nextRef();
    await partnerClient(t).put(`/api/partner/saved-applications/${ref}`, { email: user.email, country: 'Kenya' });
    const list = await user.client.get('/api/applications/saved');
    expect(list.body.items).toHaveLength(1);
    const id = list.body.items[0].id;

    const removed = await user.client.delete(`/api/applications/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true });
    expect((await user.client.get('/api/applications/saved')).body.items).toEqual([]);

    const again = await user.client.delete(`/api/applications/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('NOT_FOUND');
  });

  it('cannot delete a visa-history entry through the saved-application route', async () => {
    const user = await createUser(t);
    const ref = nextRef();
    const created = await partnerClient(t).put(`/api/partner/applications/${ref}`, {
      email: user.email,
      country: 'Japan',
      type: 'Tourist Visa',
      status: 'pending',
    });
    const res = await user.client.delete(`/api/applications/${created.body.application.id}`);
    expect(res.status).toBe(404);
    expect((await user.client.get('/api/visa/history')).body.items).toHaveLength(1);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.client().get('/api/applications/saved')).status).toBe(401);
    expect((await t.client().delete('/api/applications/some-id')).status).toBe(401);
  });
});
