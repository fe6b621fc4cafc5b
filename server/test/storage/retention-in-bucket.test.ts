import type { Application } from '@contract/apply/applications';
import { applications, documents } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRetention, DEFAULT_RETENTION } from '../../src/features/applications';
import { createUser } from '../fixtures';
import { type LocalS3, startLocalS3 } from '../s3-server';
import { readyDraft, submitAndPay } from '../support/apply';
import { startTestApp, type TestApp } from '../test-app';

const S3_PORT = 18705;
const DAY_MS = 24 * 60 * 60_000;

let s3: LocalS3;
let t: TestApp;

beforeAll(async () => {
  s3 = await startLocalS3(S3_PORT);
  t = await startTestApp(s3.env);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const storageKeyOf = async (documentId: string) =>
  (await t.database.db.select().from(documents).where(eq(documents.id, documentId)))[0]?.storageKey;

describe('the retention job with files in a bucket', () => {
  it('deletes a closed application’s documents from the bucket and keeps an open one’s', async () => {
    const closer = await createUser(t);
    const closed = await readyDraft(closer, { optionId: 'th-tourist' });
    await submitAndPay(closer, closed.ref);
    expect((await closer.client.post(`/api/applications/${closed.ref}/cancel`, {})).status).toBe(200);
    const opener = await createUser(t);
    const open = (await readyDraft(opener, { optionId: 'th-tourist' })) as Application;
    await submitAndPay(opener, open.ref);

    const closedKey = (await storageKeyOf(closed.checklist[0]!.documentId!))!;
    const openKey = (await storageKeyOf(open.checklist[0]!.documentId!))!;
    expect(await s3.keys()).toEqual(expect.arrayContaining([closedKey, openKey]));

    const now = new Date();
    await t.database.db
      .update(applications)
      .set({
        closedAt: new Date(now.getTime() - 100 * DAY_MS),
        retentionNoticeAt: new Date(now.getTime() - 8 * DAY_MS),
      })
      .where(eq(applications.ref, closed.ref));
    await applyRetention(t.database.db, { now, policy: DEFAULT_RETENTION });
    await t.settled();

    const keys = await s3.keys();
    expect(keys).not.toContain(closedKey);
    expect(keys).toContain(openKey);
    expect(await storageKeyOf(closed.checklist[0]!.documentId!)).toBeUndefined();
  });
});
