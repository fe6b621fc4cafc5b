import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OrderRequest, PaymentProvider } from './provider';
import { RefundRefused } from './refund-refused';

interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com, or a local stand-in in tests. */
  apiUrl: string;
}

const hmacHex = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest('hex');

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checkout's signature: HMAC-SHA256 of "<order_id>|<payment_id>" keyed with the key secret, hex. */
const paymentSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

export const isValidPaymentSignature = (keySecret: string, orderId: string, paymentId: string, signature: string) =>
  sameHex(paymentSignature(keySecret, orderId, paymentId), signature);

/** Webhooks: HMAC-SHA256 of the raw body keyed with the webhook secret, hex, in X-Razorpay-Signature. */
export const isValidWebhookSignature = (webhookSecret: string, rawBody: Buffer, signature: string) =>
  sameHex(hmacHex(webhookSecret, rawBody), signature);

class RazorpayError extends Error {}

/** Razorpay's REST API (orders, refunds) with HTTP basic auth of key id and secret. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;

  constructor(readonly config: RazorpayConfig) {}

  private async call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    const auth = Buffer.from(`${this.config.keyId}:${this.config.keySecret}`).toString('base64');
    const response = await fetch(`${this.config.apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    if (!response.ok) {
      const message = `Razorpay ${path} answered ${response.status}: ${text.slice(0, 200)}`;
      // 409: the same idempotency key is still being processed; 429 and 5xx: try again later.
      const final = response.status >= 400 && response.status < 500 && ![409, 429].includes(response.status);
      throw final ? new RefundRefused(message) : new RazorpayError(message);
    }
    return JSON.parse(text) as T;
  }

  async createOrder(request: OrderRequest): Promise<string> {
    const order = await this.call<{ id: string }>('/v1/orders', {
      amount: request.amountPaise,
      currency: 'INR',
      receipt: request.paymentId.slice(0, 40),
      notes: { ref: request.ref, paymentId: request.paymentId },
    });
    return order.id;
  }

  /** Razorpay's idempotent refund: a retry with the same key answers the first refund instead of making a second. */
  async refund(payment: { providerPaymentId: string | null }, amountPaise: number, idempotencyKey: string) {
    if (!payment.providerPaymentId) throw new RefundRefused('no Razorpay payment id to refund');
    const refund = await this.call<{ id: string }>(
      `/v1/payments/${encodeURIComponent(payment.providerPaymentId)}/refund`,
      { amount: amountPaise },
      { 'X-Refund-Idempotency': idempotencyKey },
    );
    return refund.id;
  }
}
