import { documents, payments, users } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../fixtures';
import { type LocalS3, startLocalS3 } from '../s3-server';
import { readyDraft, submitAndPay } from '../support/apply';
import { PASSWORD } from '../support/auth';
import { startTestApp, type TestApp } from '../test-app';

const S3_PORT = 18707;

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

const keysOf = async (userId: string) =>
  (await t.database.db.select().from(documents).where(eq(documents.userId, userId))).map((d) => d.storageKey);

describe('delete my account with files in a bucket', () => {
  it("removes every one of the account's files from the bucket, leaves others' and keeps the invoice", async () => {
    const leaver = await createUser(t);
    const paid = await readyDraft(leaver, { optionId: 'th-tourist' });
    await submitAndPay(leaver, paid.ref);
    expect((await leaver.client.post(`/api/applications/${paid.ref}/cancel`, {})).status).toBe(200);
    const stayer = await createUser(t);
    await readyDraft(stayer, { optionId: 'th-tourist' });

    const leaverKeys = await keysOf(leaver.id);
    const stayerKeys = await keysOf(stayer.id);
    expect(leaverKeys.length).toBeGreaterThan(0);
    expect(await s3.keys()).toEqual(expect.arrayContaining([...leaverKeys, ...stayerKeys]));

    const res = await leaver.client.post('/api/account/privacy/delete', { password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.settled();

    const keys = await s3.keys();
    for (const key of leaverKeys) expect(keys).not.toContain(key);
    expect(keys).toEqual(expect.arrayContaining(stayerKeys));
    const [invoice] = await t.database.db.select().from(payments).where(eq(payments.userId, leaver.id));
    expect(invoice?.invoiceNumber).toBeTruthy();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, leaver.id));
    expect(row?.email).not.toBe(leaver.email);
  });
});
