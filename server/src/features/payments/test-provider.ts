import type { OrderRequest, PaymentProvider } from './provider';

/**
 * The built-in provider of development and tests: the traveller decides the outcome on
 * /pay/test/<paymentId>. No money moves, so refunds always succeed.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;

  async createOrder(_request: OrderRequest): Promise<string | undefined> {
    return undefined;
  }

  async refund(_payment: { id: string }, _amountPaise: number, idempotencyKey: string): Promise<string> {
    return `test_rfnd_${idempotencyKey}`;
  }
}

export const testCheckoutUrl = (paymentId: string) => `/pay/test/${paymentId}`;
