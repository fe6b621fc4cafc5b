import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notifications, outgoingMessages, payments } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { paidApplication } from '../../../test/support/apply';
import { outsideQuietHours } from '../../../test/support/clock';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { SAMPLE_SUPPLIER } from '../../config';
import { listFailedJobs } from '../../lib/jobs';
import { failedMessages } from './deliver';
import { notifyUser, queueMessage } from './notify';

const mobile = () => `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('notifyUser and queueMessage (outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('queues an in-app row, an e-mail and an SMS, each sent once however often the event is queued', async () => {
    const user = await createUser(t, { mobile: mobile(), mobileVerifiedAt: new Date() });
    const event = {
      kind: 'wallet-credit' as const,
      userId: user.id,
      dedupeKey: `wallet-credit:${user.id}:1`,
      data: { amountPaise: 25_050, remarks: 'Cashback', balancePaise: 125_050 },
    };
    await outsideQuietHours(async () => {
      await notifyUser(t.database.db, event);
      await notifyUser(t.database.db, event);
    });

    const mine = (await t.outbox()).filter((m) => m.to === user.email);
    expect(mine).toHaveLength(1);
    const mail = mine[0]!;
    expect(mail).toMatchObject({ channel: 'email', purpose: 'wallet-credit' });
    expect(mail.subject).toBe('₹250.50 added to your wallet');
    expect(mail.text).toContain('Your balance is ₹1,250.50.');
    expect(mail.html).toContain('HelloVisa');
    expect(mail.link).toBe(`${t.url}/account/wallet`);

    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(row).toMatchObject({ kind: 'wallet-credit', category: 'payments', readAt: null });
    const sms = (await t.outbox()).filter((m) => m.channel === 'sms' && m.purpose === 'wallet-credit');
    expect(sms.filter((m) => m.text.includes('₹250.50'))).toHaveLength(1);
  });

  it('sends nothing for a change whose transaction rolls back', async () => {
    const to = `rolled.back.${Date.now()}@example.com`;
    await t.database.db
      .transaction(async (tx) => {
        await queueMessage(tx, { channel: 'email', to, purpose: 'test', subject: 'Never', text: 'Never sent' });
        throw new Error('roll back');
      })
      .catch(() => {});
    await queueMessage(t.database.db, { channel: 'email', to, purpose: 'test', subject: 'Sent', text: 'Sent once' });
    const mine = (await t.outbox()).filter((m) => m.to === to);
    expect(mine.map((m) => m.subject)).toEqual(['Sent']);
  });

  it('escapes what a user typed in the HTML and keeps it in the plain text', async () => {
    const to = `escape.${Date.now()}@example.com`;
    const typed = '<script>alert("x")</script> & <b>bold</b>';
    await queueMessage(t.database.db, { channel: 'email', to, purpose: 'test', subject: 'Escape', text: typed });
    const mail = await t.lastMessage(to, 'test');
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain(typed);
  });

  it('keeps one outbox file per message, named so that ls sorts by time', async () => {
    const to = `order.${Date.now()}@example.com`;
    for (const n of [1, 2, 3]) {
      await queueMessage(t.database.db, { channel: 'sms', to, purpose: 'order', text: `message ${n}` });
    }
    const texts = (await t.outbox()).filter((m) => m.to === to).map((m) => m.text);
    expect(texts).toEqual(['message 1', 'message 2', 'message 3']);
  });
});

describe('SMTP and SMS providers', () => {
  const mails: string[] = [];
  let smtpUp = false;
  let smtp: SMTPServer;
  let smtpPort: number;
  const smsRequests: Array<{ url: string; auth: string; body: URLSearchParams }> = [];
  let twilio: Server;
  let t: TestApp;

  const readBody = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    return body;
  };

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onMailFrom(_address, _session, callback) {
        callback(smtpUp ? undefined : Object.assign(new Error('Try again later'), { responseCode: 451 }));
      },
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk) => {
          data += chunk;
        });
        stream.on('end', () => {
          mails.push(data);
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    smtpPort = (smtp.server.address() as AddressInfo).port;

    twilio = createServer(async (request, response) => {
      const body = new URLSearchParams(await readBody(request));
      smsRequests.push({ url: request.url ?? '', auth: request.headers.authorization ?? '', body });
      const failing = body.get('Body')?.includes('fail-me');
      response.writeHead(failing ? 500 : 201, { 'content-type': 'application/json' });
      response.end(JSON.stringify(failing ? { message: 'boom' } : { sid: 'SM123', status: 'queued' }));
    });
    twilio.listen(0, '127.0.0.1');
    await once(twilio, 'listening');

    t = await startTestApp({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC-test',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`,
      JOB_RETRY_LIMIT: '2',
      JOB_RETRY_DELAY_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    twilio.close();
  });

  it('sends an SMS through Twilio with basic auth and the configured sender', async () => {
    await queueMessage(t.database.db, {
      channel: 'sms',
      to: '+919812345678',
      purpose: 'login',
      text: '1234 is your code',
    });
    await t.settled();
    const request = smsRequests.find((r) => r.body.get('Body') === '1234 is your code');
    expect(request?.url).toBe('/2010-04-01/Accounts/AC-test/Messages.json');
    expect(request?.auth).toBe(`Basic ${Buffer.from('AC-test:secret-token').toString('base64')}`);
    expect(request?.body.get('To')).toBe('+919812345678');
    expect(request?.body.get('From')).toBe('+15005550006');
  });

  it('retries while SMTP is down, the request that queued the mail having succeeded at once', async () => {
    smtpUp = false;
    const lastErrorTo = async (to: string) => {
      const [row] = await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, to));
      return row?.lastError ?? '';
    };
    // The reset link of an account: the request answers while the relay refuses its mail, which waits for a retry.
    const user = await createUser(t);
    const response = await t.client().post('/api/reset-password', { email: user.email });
    expect(response.status).toBe(200);
    await expect.poll(() => lastErrorTo(user.email), { timeout: 15_000 }).toContain('Try again later');
    const email = `smtp.down.${Date.now()}@example.com`;
    await queueMessage(t.database.db, { channel: 'email', to: email, purpose: 'test', subject: 'Retried', text: 'x' });
    await expect.poll(() => lastErrorTo(email), { timeout: 15_000 }).toContain('Try again later');
    smtpUp = true;
    await expect.poll(() => mails.some((mail) => mail.includes(`To: ${email}`)), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => mails.filter((mail) => mail.includes(`To: ${user.email}`)).length, { timeout: 15_000 })
      .toBe(1);
    // The relay has the mail a moment before the job marks its row sent.
    const sentRow = async () =>
      (await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, email)))[0];
    await expect.poll(async () => (await sentRow())?.status).toBe('sent');
    const row = await sentRow();
    expect(row?.attempts).toBeGreaterThanOrEqual(2);
    expect(mails.filter((mail) => mail.includes(`To: ${email}`))).toHaveLength(1);
  });

  it('sends the tax invoice attached to the payment receipt', async () => {
    smtpUp = true;
    const { traveller, ref, paymentId } = await paidApplication(t);
    const receipt = async () =>
      mails.find((mail) => mail.includes(`To: ${traveller.email}`) && mail.includes(`Payment received for ${ref}`));
    await expect.poll(receipt, { timeout: 15_000 }).toBeDefined();
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    const filename = `HelloVisa-invoice-${payment!.invoiceNumber!.replaceAll('/', '-')}.pdf`;
    // The MIME part of the attachment: its headers (unfolded), then its base64 body up to the boundary.
    const mime = (await receipt())!.replace(/\r\n[ \t]+/g, ' ');
    const part = mime.match(/Content-Type: application\/pdf; name=(\S+)\r\n(?:[\w-]+: .*\r\n)*\r\n([\w+/=\r\n]+)/);
    expect(part?.[1]).toBe(filename);
    expect(mime).toContain(`Content-Disposition: attachment; filename=${filename}`);
    const bytes = Buffer.from(part![2]!.replace(/\r\n/g, ''), 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(`Invoice number: ${payment!.invoiceNumber}`);
  });

  it('keeps a message that failed for good, visible to admins, without failing the request', async () => {
    await queueMessage(t.database.db, { channel: 'sms', to: '+919800000001', purpose: 'test', text: 'fail-me' });
    await expect
      .poll(async () => (await failedMessages(t.database.db)).items.map((m) => m.to), { timeout: 20_000 })
      .toContain('+919800000001');
    const [failed] = (await failedMessages(t.database.db)).items.filter((m) => m.to === '+919800000001');
    expect(failed?.attempts).toBe(3);
    expect(failed?.lastError).toContain('Twilio answered 500');
    // The queue records the job's failure just after the handler has marked the message failed.
    await expect
      .poll(async () => (await listFailedJobs(t.database)).some((job) => job.queue === 'deliver-message'))
      .toBe(true);
  });
});

describe('OUTBOX=true in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'production', OUTBOX: 'true', ...SAMPLE_SUPPLIER });
  });
  afterAll(() => t.close());

  it('writes messages to the outbox (read through the configuration, as validated)', async () => {
    const to = `production.${Date.now()}@example.com`;
    await queueMessage(t.database.db, { channel: 'email', to, purpose: 'test', subject: 'Hello', text: 'Hi' });
    expect((await t.lastMessage(to, 'test')).subject).toBe('Hello');
  });
});
