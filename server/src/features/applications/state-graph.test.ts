import type { Application, ApplicationStatus } from '@contract/apply/applications';
import { APPLICATION_STATUSES } from '@contract/apply/applications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures';
import { createDraft, readyDraft, submitAndPay, uploadDocument } from '../../../test/support/apply';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { CLOSED_STATUSES, MOVES } from './state-graph';
import { changeStatus, decideChecklistItem } from './status';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const operator = { actor: 'operator' as const, note: 'checked' };

/** The operator moves that lead from a fresh submitted application to each status. */
const PATH: Record<ApplicationStatus, ApplicationStatus[]> = {
  draft: [],
  submitted: [],
  in_review: ['in_review'],
  documents_requested: ['in_review', 'documents_requested'],
  with_embassy: ['in_review', 'with_embassy'],
  approved: ['in_review', 'with_embassy', 'approved'],
  rejected: ['in_review', 'with_embassy', 'rejected'],
  cancelled: [],
};

async function applicationIn(status: ApplicationStatus): Promise<string> {
  if (status === 'draft') return (await createDraft(user, { optionId: 'th-tourist' })).ref;
  const draft = await readyDraft(user, { optionId: 'th-tourist' });
  if (status === 'cancelled') {
    await user.client.post(`/api/applications/${draft.ref}/cancel`);
    return draft.ref;
  }
  await submitAndPay(user, draft.ref);
  for (const step of PATH[status]) await changeStatus(t.database.db, draft.ref, step, operator);
  // A rejection's refund goes back to the card: let the provider confirm it before the test compares views.
  await t.settled();
  return draft.ref;
}

const statusOf = async (ref: string) => (await user.client.get(`/api/applications/${ref}`)).body.application;

describe('the state graph', () => {
  for (const move of MOVES) {
    it(`allows ${move.from} → ${move.to} (by ${move.by.join(', ')})`, async () => {
      const ref = await applicationIn(move.from);
      const before = await statusOf(ref);
      await changeStatus(t.database.db, ref, move.to, { actor: move.by[0]!, note: 'moved in a test' });
      const after = await statusOf(ref);
      expect(after.status).toBe(move.to);
      // A move that gives money back is followed by the refund's own entry (docs/refunds.md): the moves are the rest.
      const moves = (application: Application) => application.timeline.filter((entry) => !entry.refund);
      expect(moves(after)).toHaveLength(moves(before).length + 1);
      expect(moves(after).at(-1)).toMatchObject({ status: move.to, actor: move.by[0], note: 'moved in a test' });
    });
  }

  const forbidden: Array<[ApplicationStatus, ApplicationStatus, 'operator' | 'traveller']> = [
    ['draft', 'approved', 'operator'],
    ['draft', 'submitted', 'operator'],
    ['submitted', 'approved', 'operator'],
    ['with_embassy', 'cancelled', 'traveller'],
    ['approved', 'rejected', 'operator'],
    ['rejected', 'in_review', 'operator'],
    ['cancelled', 'draft', 'operator'],
    ['submitted', 'in_review', 'traveller'],
  ];
  for (const [from, to, actor] of forbidden) {
    it(`answers 409 to ${from} → ${to} by ${actor}, with the allowed moves, and writes nothing`, async () => {
      const ref = await applicationIn(from);
      const before = await statusOf(ref);
      const error = await changeStatus(t.database.db, ref, to, { actor }).catch((e) => e);
      expect(error.statusCode).toBe(409);
      expect(error.message).toMatch(/Allowed: /);
      expect(await statusOf(ref)).toEqual(before);
    });
  }

  it('answers 409 over HTTP when the traveller cancels an application already with the embassy', async () => {
    const ref = await applicationIn('with_embassy');
    const res = await user.client.post(`/api/applications/${ref}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT' });
    expect(res.body.error).toContain('Allowed: none');
  });
});

describe('documents requested and re-uploaded', () => {
  it('a rejected item asks for documents; re-uploading it sends the application back to review', async () => {
    const ref = await applicationIn('in_review');
    const application = await statusOf(ref);
    const item = application.checklist[1];
    await decideChecklistItem(t.database.db, ref, item.id, 'rejected', { actor: 'operator', note: 'Photo is blurred' });
    const requested = await statusOf(ref);
    expect(requested.status).toBe('documents_requested');
    expect(requested.checklist[1]).toMatchObject({ status: 'rejected', note: 'Photo is blurred' });
    const other = application.checklist[2];
    const refused = await user.client.put(`/api/applications/${ref}/checklist/${other.id}`, {
      documentId: other.documentId,
    });
    expect(refused.status).toBe(409);
    const documentId = await uploadDocument(user, 'photo.pdf');
    const res = await user.client.put(`/api/applications/${ref}/checklist/${item.id}`, { documentId });
    expect(res.status).toBe(200);
    expect(res.body.application.status).toBe('in_review');
    expect(res.body.application.timeline.at(-1)).toMatchObject({ status: 'in_review', actor: 'traveller' });
  });
});

describe('closed statuses', () => {
  it('are exactly those no move leaves (the retention period runs from entering one)', () => {
    const left = new Set(MOVES.map((move) => move.from));
    expect([...CLOSED_STATUSES].sort()).toEqual(APPLICATION_STATUSES.filter((status) => !left.has(status)).sort());
  });

  it('stamp the time of closing; open moves do not', async () => {
    const app = await readyDraft(user);
    await submitAndPay(user, app.ref);
    await changeStatus(t.database.db, app.ref, 'in_review', operator);
    const [open] = await t.database
      .query('select closed_at from applications where ref = $1', [app.ref])
      .then((r) => r.rows);
    expect(open?.closed_at).toBeNull();
    const cancelled = await user.client.post(`/api/applications/${app.ref}/cancel`, {});
    expect(cancelled.status).toBe(200);
    const [closed] = await t.database
      .query('select closed_at from applications where ref = $1', [app.ref])
      .then((r) => r.rows);
    expect(closed?.closed_at).not.toBeNull();
  });
});
