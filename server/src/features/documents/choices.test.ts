import { checklistItems } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { coTraveller, createDraft, givePassport, uploadDocument } from '../../../test/support/apply';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/documents/choices (the vault the apply wizard offers)', () => {
  it('offers each file once, names its travellers, and leaves rejected files out', async () => {
    const user = await createUser(t);
    await givePassport(user);
    const draft = await createDraft(user, { travellers: [{ self: true }, coTraveller] });
    const [first, second] = draft.checklist.filter((item) => item.travellerId === draft.travellers[1]!.id);
    const photo = await uploadDocument(user, 'photo.pdf');
    const photoAgain = await uploadDocument(user, 'photo.pdf');
    const passport = await uploadDocument(user, 'passport-scan.pdf');
    const blurred = await uploadDocument(user, 'blurred.pdf');
    for (const [item, documentId] of [
      [first!, passport],
      [second!, blurred],
    ] as const) {
      const res = await user.client.put(`/api/applications/${draft.ref}/checklist/${item.id}`, { documentId });
      expect(res.status).toBe(200);
    }
    // An operator's rejection of the blurred scan (the console's own tests cover how it is made).
    await t.database.db.update(checklistItems).set({ status: 'rejected' }).where(eq(checklistItems.id, second!.id));

    const { body } = await user.client.get('/api/documents/choices');
    expect(
      body.items.map((d: { id: string; filename: string; travellers: string[] }) => [d.id, d.filename, d.travellers]),
    ).toEqual([
      [passport, 'passport-scan.pdf', ['Ravi Traveller']],
      [photoAgain, 'photo.pdf', []],
    ]);
    expect(body.items.map((d: { id: string }) => d.id)).not.toContain(photo);
    expect(body.items[0]).toMatchObject({ contentType: 'application/pdf', url: `/api/documents/${passport}/file` });
  });

  it("never offers another account's documents", async () => {
    const owner = await createUser(t);
    await uploadDocument(owner, 'mine.pdf');
    const other = await createUser(t);
    expect((await other.client.get('/api/documents/choices')).body).toEqual({ items: [] });
    expect((await t.client().get('/api/documents/choices')).status).toBe(401);
  });
});
