import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { notifyUser } from './notify';

/** E-mails to travellers, read from the outbox as they would arrive, in English and in Hindi. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const walletCredit = (userId: string) => ({
  kind: 'wallet-credit' as const,
  userId,
  dedupeKey: `wallet-credit:${userId}:greeting`,
  data: { amountPaise: 10_000, remarks: null, balancePaise: 10_000 },
});

describe('the greeting', () => {
  it('greets the traveller by first name, before the message', async () => {
    const user = await createUser(t, { firstName: 'Asha' });
    await notifyUser(t.database.db, walletCredit(user.id));
    const mail = await t.lastMessage(user.email, 'wallet-credit');
    expect(mail.text).toMatch(/Hello Asha,\s+Your balance is ₹100\.00\./);
    expect(mail.html).toContain('Hello Asha,');
  });

  it('greets in Hindi, without a name when the account has none', async () => {
    const user = await createUser(t, { firstName: '', language: 'hi' });
    await notifyUser(t.database.db, walletCredit(user.id));
    const mail = await t.lastMessage(user.email, 'wallet-credit');
    expect(mail.text).toContain('नमस्ते,');
    expect(mail.text).not.toMatch(/नमस्ते \S*,/);
  });
});
