import { SavedApplicationListSchema } from '@contract/account/applications';
import { savedApplications, visaApplications } from '@db/schema/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { createDraft, paidApplication } from '../../../test/support/apply';
import { expectConstantStatements, expectRefusesBadPaging, getPage, walkAllPages } from '../../../test/support/paging';
import { partnerClient } from '../../../test/support/partner';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { newId } from '../../lib/ids';

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
    expect((await user.client.get('/api/visa/history')).body).toEqual({ items: [], nextCursor: null });
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

describe('GET /api/visa/history, a page at a time', () => {
  const now = Date.now();
  /** The booking site's entries put straight into the table, each `secondsAgo` before `now` (ties told apart by id). */
  async function insertEntries(userId: string, secondsAgo: number[]) {
    const rows = secondsAgo.map((seconds) => ({
      id: newId(),
      userId,
      ref: nextRef(),
      country: 'Japan',
      type: 'Tourist Visa',
      status: 'pending',
      appliedAt: new Date(now - seconds * 1000),
    }));
    await t.database.db.insert(visaApplications).values(rows);
    return rows.map((row): string => row.ref);
  }
  const refOf = (item: { ref: string }) => item.ref;

  it("walks the booking site's entries and the applications made here once across pages, with inserts between", async () => {
    const { traveller, ref } = await paidApplication(t);
    // The application made here was submitted just now: it falls among the entries of the first pages.
    const existing = [
      ref,
      ...(await insertEntries(traveller.id, [...Array.from({ length: 25 }, (_, n) => n * 10 - 25), 95, 95, 95])),
    ];
    const { pages } = await walkAllPages(traveller.client, '/api/visa/history', {
      limit: 7,
      existing,
      keyOf: refOf,
      // Between pages: one newer than all (it belongs before the pages read) and one among those still to come.
      between: (pages) => insertEntries(traveller.id, [-600, pages * 70 + 40]),
    });
    expect(pages).toBeGreaterThanOrEqual(4);
  });

  it("answers only the caller's entries, even after another user's cursor", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const mine = await insertEntries(owner.id, [5, 15, 25, 35]);
    const theirs = await insertEntries(other.id, [10, 20, 30, 40]);
    const first = await getPage<{ ref: string }>(other.client, '/api/visa/history', 1);
    expect(first.body.items.map(refOf)).toEqual([theirs[0]]);
    const res = await getPage<{ ref: string }>(owner.client, '/api/visa/history', 100, first.body.nextCursor);
    expect(res.status).toBe(200);
    const refs = res.body.items.map(refOf);
    expect(refs.filter((r) => theirs.includes(r))).toEqual([]);
    expect(refs).toEqual(mine.slice(1));
  });

  it('answers a page of 1 and a page of 100 entries in the same number of queries', async () => {
    const { traveller } = await paidApplication(t);
    await expectConstantStatements(t, traveller.client, '/api/visa/history', {
      full: 100,
      fill: () =>
        insertEntries(
          traveller.id,
          Array.from({ length: 99 }, (_, n) => n + 60),
        ),
      atMost: 4,
    });
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    const user = await createUser(t);
    await expectRefusesBadPaging(user.client, '/api/visa/history', 'visa-history');
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

describe('GET /api/applications/saved, a page at a time', () => {
  const now = Date.now();
  const path = '/api/applications/saved';
  /** The booking site's saved applications put straight into the table, each last changed `secondsAgo` before `now`. */
  async function insertSaved(userId: string, secondsAgo: number[]) {
    const rows = secondsAgo.map((seconds) => ({
      id: newId(),
      userId,
      ref: nextRef(),
      country: 'Kenya',
      updatedAt: new Date(now - seconds * 1000),
    }));
    await t.database.db.insert(savedApplications).values(rows);
    return rows.map((row): string => row.id);
  }

  it("walks the booking site's saved applications and the drafts made here once across pages, with inserts between", async () => {
    const user = await createUser(t);
    // The draft made here was changed just now: it falls among the entries of the first pages.
    const draft = await createDraft(user, {}, { consent: false });
    const mine = await user.client.get(path);
    const draftId = mine.body.items[0].id;
    expect(mine.body.items[0]).toMatchObject({ ref: draft.ref, status: 'Draft' });
    const existing = [
      draftId,
      ...(await insertSaved(user.id, [...Array.from({ length: 25 }, (_, n) => n * 10 - 25), 95, 95, 95])),
    ];
    const { pages } = await walkAllPages(user.client, path, {
      limit: 7,
      existing,
      check: (body) => expect(SavedApplicationListSchema.strict().safeParse(body).success).toBe(true),
      // Between pages: one newer than all (it belongs before the pages read) and one among those still to come.
      between: (pages) => insertSaved(user.id, [-600, pages * 70 + 40]),
    });
    expect(pages).toBeGreaterThanOrEqual(4);
  });

  it("answers only the caller's saved applications, even after another user's cursor", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const mine = await insertSaved(owner.id, [5, 15, 25, 35]);
    const theirs = await insertSaved(other.id, [10, 20, 30, 40]);
    const first = await getPage(other.client, path, 1);
    expect(first.body.items.map((item) => item.id)).toEqual([theirs[0]]);
    const res = await getPage(owner.client, path, 100, first.body.nextCursor);
    expect(res.body.items.map((item) => item.id)).toEqual(mine.slice(1));
  });

  it('answers a page of 1 and a page of 100 saved applications in the same number of queries', async () => {
    const user = await createUser(t);
    await createDraft(user, {}, { consent: false });
    await expectConstantStatements(t, user.client, path, {
      full: 100,
      fill: () =>
        insertSaved(
          user.id,
          Array.from({ length: 99 }, (_, n) => n + 60),
        ),
      atMost: 4,
    });
  });

  it('answers 400 to a malformed cursor, a cursor of another list and a page size out of bounds', async () => {
    const user = await createUser(t);
    await expectRefusesBadPaging(user.client, path, 'saved-applications');
  });
});
