import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { refunds } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { creditWallet, readyDraft } from '../../../test/support/apply';
import { createOperator } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig, SAMPLE_SUPPLIER } from '../../config';
import { paymentProvider } from './provider';

const KEY_ID = 'rzp_test_hv';
const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';

interface Call {
  path: string;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

/** A local stand-in for Razorpay's REST API: orders and refunds, with basic auth. */
class FakeRazorpay {
  calls: Call[] = [];
  failRefunds = false;
  /** Refund calls answered 500 (an outage: the refund's fate is unknown to the caller). */
  outageRefunds = 0;
  /** Razorpay down: refund calls answered 503 until it is back. */
  down = false;
  /** Refund calls wait for this before they are answered (a slow provider). */
  holdRefunds: Promise<void> | undefined;
  failOrders = false;
  private refundsByKey = new Map<string, string>();
  private server?: Server;
  private sequence = 0;

  async start() {
    this.server = createServer(async (req, res) => {
      const body = JSON.parse((await read(req)) || '{}');
      const idempotencyKey = req.headers['x-refund-idempotency'] as string | undefined;
      this.calls.push({ path: req.url ?? '', auth: req.headers.authorization, idempotencyKey, body });
      const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      };
      if (req.headers.authorization !== expected) return send(401, { error: { code: 'BAD_REQUEST_ERROR' } });
      if (req.method === 'POST' && req.url === '/v1/orders') {
        if (this.failOrders) return send(500, { error: { code: 'SERVER_ERROR' } });
        return send(200, { id: `order_${++this.sequence}`, amount: body.amount, currency: 'INR', status: 'created' });
      }
      const refund = req.url?.match(/^\/v1\/payments\/([^/]+)\/refund$/);
      if (req.method === 'POST' && refund) {
        await this.holdRefunds;
        if (this.failRefunds) return send(400, { error: { code: 'BAD_REQUEST_ERROR' } });
        if (this.down) return send(503, { error: { code: 'SERVER_ERROR' } });
        if (this.outageRefunds > 0) {
          this.outageRefunds -= 1;
          return send(500, { error: { code: 'SERVER_ERROR' } });
        }
        // Razorpay's idempotent refunds: the same key answers the first refund instead of making another.
        const id = (idempotencyKey && this.refundsByKey.get(idempotencyKey)) || `rfnd_${++this.sequence}`;
        if (idempotencyKey) this.refundsByKey.set(idempotencyKey, id);
        return send(200, { id, payment_id: refund[1], amount: body.amount });
      }
      send(404, { error: { code: 'NOT_FOUND' } });
    });
    // Any free port: suites run side by side on one machine.
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  get url() {
    const address = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

const fake = new FakeRazorpay();
let t: TestApp;

beforeAll(async () => {
  await fake.start();
  t = await startTestApp({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  fake.calls = [];
  fake.failOrders = false;
  fake.failRefunds = false;
  fake.outageRefunds = 0;
  fake.down = false;
  fake.holdRefunds = undefined;
});

async function submitted(walletAmount = 0) {
  const user = await createUser(t);
  if (walletAmount > 0) await creditWallet(t, user.email, walletAmount);
  const draft = await readyDraft(user, { optionId: 'th-tourist' });
  const res = await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { user, ref: draft.ref, payment: res.body.payment };
}

/** The payment's refunds to the provider, from the database (settled or not). */
const providerRefunds = async (paymentId: string) =>
  (await t.database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).filter(
    (row) => row.destination === 'provider',
  );

/** The states of the queued jobs asking the provider for the payment's refunds. */
async function refundJobStates(paymentId: string) {
  const ids = (await providerRefunds(paymentId)).map((row) => row.id);
  const { rows } = await t.database.query(
    `select state from pgboss.job where name = 'provider-refunds' and data->>'refundId' = any($1::text[])`,
    [ids],
  );
  return rows.map((row) => String(row.state));
}

function webhook(
  event: string,
  orderId: string,
  paymentId: string,
  eventId: string,
  secret = WEBHOOK_SECRET,
  method?: string,
) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    payload: { payment: { entity: { id: paymentId, order_id: orderId, status: 'captured', amount: 100, method } } },
  });
  return t.client().request('POST', '/api/payments/razorpay/webhook', {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': sign(secret, body),
      'x-razorpay-event-id': eventId,
    },
  });
}

describe('Razorpay', () => {
  it('creates an order for the part left after wallet credits, with the key id and secret', async () => {
    const { payment } = await submitted(500);
    expect(payment).toMatchObject({ provider: 'razorpay', walletAmount: 500, providerAmount: 2999, status: 'pending' });
    expect(payment.checkoutUrl).toBeUndefined();
    expect(payment.razorpay).toEqual({ keyId: KEY_ID, orderId: 'order_1', amountPaise: 299_900, currency: 'INR' });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.body).toMatchObject({ amount: 299_900, currency: 'INR' });
  });

  it("completes the payment only with Checkout's valid signature, idempotently", async () => {
    const { user, ref, payment } = await submitted();
    const orderId = payment.razorpay.orderId;
    const forged = await user.client.post('/api/payments/razorpay/verify', {
      paymentId: payment.id,
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_abc',
      razorpay_signature: sign('wrong-secret', `${orderId}|pay_abc`),
    });
    expect(forged.status).toBe(400);
    expect((await user.client.get(`/api/applications/${ref}`)).body.application.status).toBe('draft');
    const body = {
      paymentId: payment.id,
      razorpay_order_id: orderId,
      razorpay_payment_id: 'pay_abc',
      razorpay_signature: sign(KEY_SECRET, `${orderId}|pay_abc`),
    };
    const answers = await Promise.all([1, 2, 3].map(() => user.client.post('/api/payments/razorpay/verify', body)));
    expect(answers.map((a) => a.body.payment.status)).toEqual(['paid', 'paid', 'paid']);
    const application = (await user.client.get(`/api/applications/${ref}`)).body.application;
    expect(application.status).toBe('submitted');
    expect(application.timeline.filter((e: { status: string }) => e.status === 'submitted')).toHaveLength(1);
  });

  it('completes a payment from the signed webhook, once however often it is delivered, and refuses a bad signature', async () => {
    const { user, ref, payment } = await submitted(200);
    const orderId = payment.razorpay.orderId;
    const bad = await webhook('payment.captured', orderId, 'pay_hook', 'evt_bad', 'not-the-secret');
    expect(bad.status).toBe(400);
    expect((await user.client.get(`/api/applications/${ref}`)).body.application.status).toBe('draft');
    const deliveries = await Promise.all(
      [1, 2, 3, 4].map(() => webhook('payment.captured', orderId, 'pay_hook', 'evt_1')),
    );
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200]);
    await webhook('order.paid', orderId, 'pay_hook', 'evt_2');
    const application = (await user.client.get(`/api/applications/${ref}`)).body.application;
    expect(application.status).toBe('submitted');
    expect(application.payments).toHaveLength(1);
    expect(application.payments[0].status).toBe('paid');
    const debits = (await user.client.get('/api/wallet/transactions')).body.items.filter(
      (x: { type: string }) => x.type === 'debit',
    );
    expect(debits).toHaveLength(1);
  });

  it('refunds the provider part through Razorpay, by a job, after the cancellation has answered', async () => {
    const { user, ref, payment } = await submitted(100);
    await webhook('payment.captured', payment.razorpay.orderId, 'pay_refundme', 'evt_r1');
    let answerProvider = () => {};
    fake.holdRefunds = new Promise((resolve) => {
      answerProvider = resolve;
    });
    // Razorpay does not answer yet: the cancellation answers anyway, the wallet part back, the card part queued.
    const res = await user.client.post(`/api/applications/${ref}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.application.payments[0].refunds).toEqual([
      expect.objectContaining({ destination: 'wallet', amount: 100 }),
    ]);
    const [queued] = await providerRefunds(payment.id);
    expect(queued).toMatchObject({ amountPaise: 339_900, providerRefundId: null });

    answerProvider();
    await t.settled();
    const refundCalls = fake.calls.filter((c) => c.path === '/v1/payments/pay_refundme/refund');
    expect(refundCalls.map((c) => c.body)).toEqual([{ amount: 339_900 }]);
    expect(refundCalls[0]!.idempotencyKey).toBe(queued!.id);
    const application = (await user.client.get(`/api/applications/${ref}`)).body.application;
    expect(application.payments[0].refunds).toEqual([
      expect.objectContaining({ destination: 'wallet', amount: 100 }),
      expect.objectContaining({ destination: 'provider', amount: 3399 }),
    ]);
    expect((await user.client.get('/api/wallet/balance')).body.balance).toBe(100);
  });

  it('gives the money to the wallet when Razorpay cannot refund', async () => {
    const { user, ref, payment } = await submitted();
    await webhook('payment.captured', payment.razorpay.orderId, 'pay_norefund', 'evt_r2');
    fake.failRefunds = true;
    const res = await user.client.post(`/api/applications/${ref}/cancel`);
    expect(res.status).toBe(200);
    await t.settled();
    const application = (await user.client.get(`/api/applications/${ref}`)).body.application;
    expect(application.payments[0].refunds).toEqual([expect.objectContaining({ destination: 'wallet', amount: 3499 })]);
    expect((await user.client.get('/api/wallet/balance')).body.balance).toBe(3499);
    // The provider's refund, paid to the wallet instead, is one refund on the invoice: one credit note.
    const notes = application.payments[0].creditNotes;
    expect(notes.map((note: { amount: number }) => note.amount)).toEqual([3499]);
  });

  it('keeps a refund Razorpay did not answer queued, asks again with the same idempotency key, and pays it once', async () => {
    const { user, ref, payment } = await submitted();
    await webhook('payment.captured', payment.razorpay.orderId, 'pay_outage', 'evt_r3');
    fake.outageRefunds = 1;
    const res = await user.client.post(`/api/applications/${ref}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.application.payments[0].refunds).toEqual([]);

    // The job's first attempt meets the outage: the job waits for its retry, the refund stays owed, nothing else given.
    await vi.waitFor(async () => expect(await refundJobStates(payment.id)).toEqual(['retry']), { timeout: 10_000 });
    const calls = () => fake.calls.filter((c) => c.path === '/v1/payments/pay_outage/refund');
    expect(calls()).toHaveLength(1);
    expect(await providerRefunds(payment.id)).toEqual([expect.objectContaining({ providerRefundId: null })]);
    expect((await user.client.get(`/api/applications/${ref}`)).body.application.payments[0].refunds).toEqual([]);
    expect((await user.client.get('/api/wallet/balance')).body.balance).toBe(0);

    // The retry's time comes (instead of waiting for the back-off) and the runner asks again.
    await t.database.query(
      `update pgboss.job set start_after = now() where name = 'provider-refunds' and state = 'retry'`,
      [],
    );
    await vi.waitFor(async () => expect(await refundJobStates(payment.id)).toEqual(['completed']), { timeout: 10_000 });
    await t.settled();
    const refunds = (await user.client.get(`/api/applications/${ref}`)).body.application.payments[0].refunds;
    expect(refunds).toEqual([expect.objectContaining({ destination: 'provider', amount: 3499 })]);
    expect(await providerRefunds(payment.id)).toHaveLength(1);
    expect(calls()).toHaveLength(2);
    expect(calls()[0]!.idempotencyKey).toMatch(/^[\w-]{10,}$/);
    expect(calls()[1]!.idempotencyKey).toBe(calls()[0]!.idempotencyKey);
    expect((await user.client.get('/api/wallet/balance')).body.balance).toBe(0);
  });

  it('never gives a card refund twice: an admin full refund, then the traveller cancels', async () => {
    const { user, ref, payment } = await submitted();
    await webhook('payment.captured', payment.razorpay.orderId, 'pay_twice', 'evt_r4');
    const admin = await createOperator(t, 'admin');
    const refunded = await admin.client.post(`/api/ops/applications/${ref}/refund`, {
      kind: 'full',
      destination: 'provider',
      reason: 'Trip called off',
    });
    expect(refunded.status).toBe(200);
    expect((await user.client.post(`/api/applications/${ref}/cancel`)).status).toBe(200);
    await t.settled();
    const calls = fake.calls.filter((c) => c.path === '/v1/payments/pay_twice/refund');
    expect(calls.map((c) => c.body)).toEqual([{ amount: 349_900 }]);
    expect((await user.client.get('/api/wallet/balance')).body.balance).toBe(0);
  });

  it('refunds a cancelled UPI payment through Razorpay once, in paise, with one idempotency key, though it fails once and the traveller cancels twice; told as "to your UPI account"', async () => {
    const { user, ref, payment } = await submitted();
    const captured = await webhook(
      'payment.captured',
      payment.razorpay.orderId,
      'pay_upi',
      'evt_u1',
      WEBHOOK_SECRET,
      'upi',
    );
    expect(captured.status).toBe(200);
    fake.outageRefunds = 1;
    const cancels = [
      await user.client.post(`/api/applications/${ref}/cancel`),
      await user.client.post(`/api/applications/${ref}/cancel`),
    ];
    expect(cancels.map((res) => res.status)).toEqual([200, 409]);

    // The first attempt fails: the refund is owed, not paid out, and asked for again with the same key.
    await vi.waitFor(async () => expect(await refundJobStates(payment.id)).toEqual(['retry']), { timeout: 10_000 });
    await t.database.query(
      `update pgboss.job set start_after = now() where name = 'provider-refunds' and state = 'retry'`,
      [],
    );
    await vi.waitFor(async () => expect(await refundJobStates(payment.id)).toEqual(['completed']), { timeout: 10_000 });
    await t.settled();

    const [recorded, ...more] = await providerRefunds(payment.id);
    expect(more).toEqual([]);
    expect(recorded).toMatchObject({ amountPaise: 349_900, providerRefundId: expect.stringMatching(/^rfnd_/) });
    const calls = fake.calls.filter((c) => c.path === '/v1/payments/pay_upi/refund');
    expect(calls.map((c) => c.body)).toEqual([{ amount: 349_900 }, { amount: 349_900 }]);
    expect(calls.map((c) => c.idempotencyKey)).toEqual([recorded!.id, recorded!.id]);

    const application = (await user.client.get(`/api/applications/${ref}`)).body.application;
    expect(application.payments[0].refunds).toEqual([
      expect.objectContaining({ destination: 'provider', amount: 3499 }),
    ]);
    expect(
      application.timeline.filter((e: { refund: unknown }) => e.refund).map((e: { refund: unknown }) => e.refund),
    ).toEqual([{ toOriginal: 3499, toWallet: 0, method: 'upi', walletChosen: false, insteadOfProvider: false }]);
    const mails = (await t.outbox()).filter(
      (m) => m.to === user.email && m.channel === 'email' && m.purpose === 'refund',
    );
    expect(mails.map((m) => m.text)).toEqual([
      expect.stringContaining('₹3,499.00 to your UPI account — usually 5–7 working days.'),
    ]);
    expect((await user.client.get('/api/wallet/balance')).body.balance).toBe(0);
  });

  it('records nothing as paid out while Razorpay is down (503), and pays once when it is back', async () => {
    const { user, ref, payment } = await submitted();
    await webhook('payment.captured', payment.razorpay.orderId, 'pay_down', 'evt_d1');
    fake.down = true;
    expect((await user.client.post(`/api/applications/${ref}/cancel`)).status).toBe(200);
    await vi.waitFor(async () => expect(await refundJobStates(payment.id)).toEqual(['retry']), { timeout: 10_000 });

    // Owed, not paid: no provider refund id, nothing listed as refunded, no wallet credit in its place.
    expect(await providerRefunds(payment.id)).toEqual([
      expect.objectContaining({ amountPaise: 349_900, providerRefundId: null }),
    ]);
    const owed = (await user.client.get(`/api/applications/${ref}`)).body.application;
    expect(owed.payments[0].refunds).toEqual([]);
    expect((await user.client.get('/api/wallet/balance')).body.balance).toBe(0);

    fake.down = false;
    await t.database.query(
      `update pgboss.job set start_after = now() where name = 'provider-refunds' and state = 'retry'`,
      [],
    );
    await vi.waitFor(async () => expect(await refundJobStates(payment.id)).toEqual(['completed']), { timeout: 10_000 });
    const calls = fake.calls.filter((c) => c.path === '/v1/payments/pay_down/refund');
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
    const paidOut = (await user.client.get(`/api/applications/${ref}`)).body.application;
    expect(paidOut.payments[0].refunds).toEqual([expect.objectContaining({ destination: 'provider', amount: 3499 })]);
    expect((await user.client.get('/api/wallet/balance')).body.balance).toBe(0);
  });

  it('answers 503 and takes nothing when an order cannot be created', async () => {
    fake.failOrders = true;
    const user = await createUser(t);
    await creditWallet(t, user.email, 300);
    const draft = await readyDraft(user, { optionId: 'th-tourist' });
    const res = await user.client.post(`/api/applications/${draft.ref}/submit`, { walletAmount: 300 });
    expect(res.status).toBe(503);
    expect((await user.client.get('/api/wallet/balance')).body.balance).toBe(300);
    expect((await user.client.get(`/api/applications/${draft.ref}`)).body.application.status).toBe('draft');
  });

  it('turns the built-in test provider off', async () => {
    const { user, payment } = await submitted();
    const res = await user.client.post(`/api/payments/test/${payment.id}`, { outcome: 'success' });
    expect(res.status).toBe(404);
  });
});

describe('which provider', () => {
  const base = { NODE_ENV: 'production', OUTBOX: '1', ...SAMPLE_SUPPLIER };
  it('refuses the test provider in production unless TEST_PAYMENTS=1', () => {
    expect(paymentProvider(loadConfig(base))).toBeNull();
    expect(paymentProvider(loadConfig({ ...base, TEST_PAYMENTS: '1' }))?.name).toBe('test');
    expect(paymentProvider(loadConfig({ NODE_ENV: 'development' }))?.name).toBe('test');
  });

  it('needs all three Razorpay settings', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'x' })).toThrow(/set all three or none/);
    const config = loadConfig({ RAZORPAY_KEY_ID: 'a', RAZORPAY_KEY_SECRET: 'b', RAZORPAY_WEBHOOK_SECRET: 'c' });
    expect(paymentProvider(config)?.name).toBe('razorpay');
  });
});
