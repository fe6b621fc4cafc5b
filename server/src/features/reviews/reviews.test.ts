import { OpsReviewListSchema, REVIEW_TEXT_MAX } from '@contract/reviews';
import { opsAudit, reviews } from '@db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { paidApplication } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { expectConstantStatements, expectRefusesBadPaging, getPage, walkAllPages } from '../../../test/support/paging';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { changeStatus } from '../applications';
import { REVIEW_MESSAGES, reviewsForExport } from './index';

let t: TestApp;
let support: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  support = await createOperator(t, 'support');
});
afterAll(() => t.close());

/** A traveller's Thailand application, taken by operators to approval. */
async function approvedApplication(fields: Parameters<typeof createUser>[1] = {}) {
  const { traveller, ref } = await paidApplication(t);
  if (Object.keys(fields).length > 0) await traveller.client.put('/api/profile', fields);
  for (const to of ['in_review', 'with_embassy', 'approved'] as const) {
    await changeStatus(t.database.db, ref, to, { actor: 'operator' });
  }
  return { traveller, ref };
}

const reviewRows = (ref: string) => t.database.db.select().from(reviews).where(eq(reviews.applicationRef, ref));
const reviewUrl = (ref: string) => `/api/applications/${ref}/review`;

describe('a traveller rates an approved application', () => {
  it('is invited on approval, rates once, and is refused before approval, twice, or on another traveller’s', async () => {
    const { traveller, ref } = await paidApplication(t);
    await traveller.client.put('/api/profile', { firstName: 'Asha', lastName: 'kulkarni' });
    expect((await traveller.client.get(reviewUrl(ref))).body).toEqual({ canReview: false, review: null });
    const early = await traveller.client.post(reviewUrl(ref), { rating: 5 });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(REVIEW_MESSAGES.notApproved);

    for (const to of ['in_review', 'with_embassy', 'approved'] as const) {
      await changeStatus(t.database.db, ref, to, { actor: 'operator' });
    }
    const inbox = (await traveller.client.get('/api/notifications')).body.items;
    const invitation = inbox.find((item: { url: string }) => item.url === `/account/applications/${ref}#review`);
    expect(invitation.title).toBe('How was your Thailand visa service?');
    const mail = await t.lastMessage(traveller.email, 'review-invitation');
    expect(mail.text).toContain(`Your visa for Thailand (${ref}) is approved`);
    expect((await traveller.client.get(reviewUrl(ref))).body).toEqual({ canReview: true, review: null });

    const stranger = await createUser(t);
    const foreign = await stranger.client.post(reviewUrl(ref), { rating: 1, text: 'Not mine' });
    expect(foreign.status).toBe(404);
    expect((await stranger.client.get(reviewUrl(ref))).status).toBe(404);

    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      {},
      { rating: 4, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) },
    ]) {
      const bad = await traveller.client.post(reviewUrl(ref), body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const tooLong = await traveller.client.post(reviewUrl(ref), { rating: 4, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) });
    expect(tooLong.body.fields.text).toBe('Your review is too long (at most 1000 characters)');
    expect(await reviewRows(ref)).toEqual([]);

    const posted = await traveller.client.post(reviewUrl(ref), { rating: 5, text: '  Visa in 4 days, clear help.  ' });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      canReview: false,
      review: { rating: 5, text: 'Visa in 4 days, clear help.', status: 'pending' },
    });
    const twice = await traveller.client.post(reviewUrl(ref), { rating: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(REVIEW_MESSAGES.alreadyReviewed);
    const [row] = await reviewRows(ref);
    expect(row).toMatchObject({ rating: 5, authorName: 'Asha K.', country: 'TH', status: 'pending', lang: 'en' });
  });

  it('speaks Hindi: the invitation in the traveller’s language and the refusals on a Hindi page', async () => {
    const { traveller, ref } = await paidApplication(t);
    await traveller.client.request('PUT', '/api/language', { json: { language: 'hi' } });
    for (const to of ['in_review', 'with_embassy', 'approved'] as const) {
      await changeStatus(t.database.db, ref, to, { actor: 'operator' });
    }
    const mail = await t.lastMessage(traveller.email, 'review-invitation');
    expect(mail.subject).toBe('आपकी थाईलैंड वीज़ा सेवा कैसी रही?');
    const hindi = { headers: { 'accept-language': 'hi' } };
    expect((await traveller.client.request('POST', reviewUrl(ref), { json: { rating: 4 }, ...hindi })).status).toBe(
      201,
    );
    const twice = await traveller.client.request('POST', reviewUrl(ref), { json: { rating: 4 }, ...hindi });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('आप इस आवेदन की समीक्षा पहले ही कर चुके हैं।');
    const bad = await traveller.client.request('POST', reviewUrl(ref), { json: { rating: 9 }, ...hindi });
    expect(bad.body.fields.rating).toBe('1 से 5 स्टार के बीच रेटिंग चुनें');
  });
});

describe('support moderates; destination pages show what is published', () => {
  it('publishes and hides with a reason, audited, and the destination’s average follows', async () => {
    const thai = () => t.client().get('/api/reviews?country=th');
    const before = (await thai()).body;
    const first = await approvedApplication({ firstName: 'Ravi', lastName: 'Menon' });
    const second = await approvedApplication({ firstName: 'Neha', lastName: 'Rao' });
    await first.traveller.client.post(reviewUrl(first.ref), { rating: 5, text: 'Smooth and quick.' });
    await second.traveller.client.post(reviewUrl(second.ref), { rating: 2 });
    const [one] = await reviewRows(first.ref);
    const [two] = await reviewRows(second.ref);

    const pending = await support.client.get('/api/ops/reviews');
    expect(pending.status).toBe(200);
    const ids = pending.body.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([one!.id, two!.id]));
    expect(pending.body.items.find((item: { id: string }) => item.id === one!.id)).toMatchObject({
      applicationRef: first.ref,
      countryName: 'Thailand',
      author: 'Ravi M.',
      status: 'pending',
    });
    // Nothing shows before moderation.
    expect((await thai()).body).toEqual(before);

    const noReason = await support.client.post(`/api/ops/reviews/${two!.id}/hide`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect((await reviewRows(second.ref))[0]!.status).toBe('pending');

    for (const id of [one!.id, two!.id]) {
      expect((await support.client.post(`/api/ops/reviews/${id}/publish`)).status).toBe(200);
    }
    const again = await support.client.post(`/api/ops/reviews/${one!.id}/publish`);
    expect(again.status).toBe(409);
    const shown = (await thai()).body;
    expect(shown.count).toBe(before.count + 2);
    expect(shown.latest.slice(0, 2).map((review: { author: string }) => review.author)).toEqual(['Neha R.', 'Ravi M.']);
    expect(shown.latest[1]).toMatchObject({ rating: 5, text: 'Smooth and quick.' });
    expect(shown.latest[1].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const hidden = await support.client.post(`/api/ops/reviews/${two!.id}/hide`, { reason: 'Names a visa officer' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Names a visa officer',
      moderatedBy: support.email,
    });
    const after = (await thai()).body;
    expect(after.count).toBe(before.count + 1);
    expect(after.latest.map((review: { id: string }) => review.id)).not.toContain(two!.id);
    expect((await support.client.get('/api/ops/reviews?status=hidden')).body.items[0].id).toBe(two!.id);

    const audit = await t.database.db
      .select()
      .from(opsAudit)
      .where(and(eq(opsAudit.targetType, 'review'), eq(opsAudit.targetId, two!.id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['review.hide', 'review.publish']);
    expect(audit.find((row) => row.action === 'review.hide')).toMatchObject({
      operatorEmail: support.email,
      before: { status: 'published', hiddenReason: null },
      after: { status: 'hidden', hiddenReason: 'Names a visa officer' },
    });
    expect((await support.client.post('/api/ops/reviews/no-such-review/publish')).status).toBe(404);
  });

  it('exports the traveller’s review, and keeps only its rating when the account is deleted', async () => {
    const { traveller, ref } = await approvedApplication({ firstName: 'Kiran', lastName: 'Shah' });
    await traveller.client.post(reviewUrl(ref), { rating: 4, text: 'Helpful with the photo.' });
    const [row] = await reviewRows(ref);
    await support.client.post(`/api/ops/reviews/${row!.id}/publish`);
    expect(await reviewsForExport(t.database.db, traveller.id)).toEqual([
      expect.objectContaining({ application: ref, rating: 4, text: 'Helpful with the photo.', signedAs: 'Kiran S.' }),
    ]);
    const before = (await t.client().get('/api/reviews?country=TH')).body;
    expect(before.latest.map((review: { id: string }) => review.id)).toContain(row!.id);

    const deleted = await traveller.client.post('/api/account/privacy/delete', { password: 'correct horse battery' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const [kept] = await reviewRows(ref);
    expect(kept).toMatchObject({ rating: 4, body: null, authorName: null, status: 'published' });
    expect(kept!.anonymisedAt).toBeInstanceOf(Date);
    await expect
      .poll(async () => (await t.client().get('/api/reviews?country=TH')).body.latest.map((r: { id: string }) => r.id))
      .not.toContain(row!.id);
    const after = (await t.client().get('/api/reviews?country=TH')).body;
    expect(after.count).toBe(before.count);
    expect(after.average).toBe(before.average);
  });
});

describe('GET /api/ops/reviews, a page at a time', () => {
  const now = Date.now();
  let owner: { userId: string; ref: string } | undefined;
  let made = 0;
  /**
   * Reviews with a status put straight into the table, each written (and, unless pending, moderated) `secondsAgo`
   * before `now`; each on its own copy of one application, made in SQL (one review per application).
   */
  async function insertReviews(status: 'pending' | 'published' | 'hidden', secondsAgo: number[]) {
    if (!owner) {
      const { traveller, ref } = await paidApplication(t);
      owner = { userId: traveller.id, ref };
    }
    const copies = secondsAgo.map(() => ({
      id: `review-copy-${++made}`,
      ref: `HV-2098-${String(made).padStart(6, '0')}`,
    }));
    await t.database.query(
      `insert into applications (id, ref, user_id, option_id, country, option, start_date, end_date, status,
         government_fee_paise, service_fee_paise, gst_paise, total_paise, created_at, updated_at)
       select made.id, made.ref, user_id, option_id, country, option, start_date, end_date, status,
         government_fee_paise, service_fee_paise, gst_paise, total_paise, created_at, updated_at
       from applications cross join jsonb_to_recordset($2::jsonb) as made(id text, ref text)
       where applications.ref = $1`,
      [owner.ref, JSON.stringify(copies)],
    );
    const rows = secondsAgo.map((seconds, n) => {
      const at = new Date(now - seconds * 1000);
      return {
        id: `review-${copies[n]!.id}`,
        applicationId: copies[n]!.id,
        userId: owner!.userId,
        applicationRef: copies[n]!.ref,
        country: 'TH',
        countryName: 'Thailand',
        rating: 4,
        status,
        moderatedAt: status === 'pending' ? null : at,
        moderatedBy: status === 'pending' ? null : support.email,
        createdAt: at,
        updatedAt: at,
      };
    });
    await t.database.db.insert(reviews).values(rows);
    return rows.map((row): string => row.id);
  }
  const spread = (count: number, from = 0) => Array.from({ length: count }, (_, n) => from + n * 10);

  for (const status of ['pending', 'hidden'] as const) {
    it(`walks the ${status} reviews once across pages while others arrive in between`, async () => {
      const existing = await insertReviews(status, [...spread(25, 1000), 1095, 1095, 1095]);
      const { seen, pages } = await walkAllPages(support.client, `/api/ops/reviews?status=${status}`, {
        limit: 7,
        existing,
        check: (body) => expect(OpsReviewListSchema.strict().safeParse(body).success).toBe(true),
        // Between pages: one at the far end of the order and one among those still to come.
        between: (pages) => insertReviews(status, [status === 'pending' ? -60 : 5000, 1000 + pages * 70 + 65]),
      });
      expect(pages).toBeGreaterThanOrEqual(4);
      // Pending oldest first, the others most recently moderated first.
      const spaced = existing.slice(0, 25);
      expect(seen.filter((id) => spaced.includes(id))).toEqual(status === 'pending' ? [...spaced].reverse() : spaced);
    });
  }

  it('answers a page of 1 and a page of 200 reviews in the same number of queries', async () => {
    await insertReviews('published', spread(200, 3000));
    await expectConstantStatements(t, support.client, '/api/ops/reviews?status=published', { full: 200, atMost: 4 });
  });

  it('answers 400 to a malformed cursor, a cursor of another status and a page size out of bounds', async () => {
    await expectRefusesBadPaging(support.client, '/api/ops/reviews?status=hidden', 'ops-reviews-hidden', 200);
    const pending = await getPage(support.client, '/api/ops/reviews?status=pending', 1);
    const other = await getPage(support.client, '/api/ops/reviews?status=hidden', 1, pending.body.nextCursor);
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toMatch(/Invalid cursor: ask for the first page again/);
  });
});
