import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { RazorpayProvider } from './razorpay';

export { RefundRefused } from './refund-refused';

import { TestProvider } from './test-provider';

export interface OrderRequest {
  paymentId: string;
  amountPaise: number;
  ref: string;
}

/** What a payment provider does for us; the wallet part never reaches it. */
export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  /** Creates the provider's order for the part left to pay; undefined when the provider needs none. */
  createOrder(request: OrderRequest): Promise<string | undefined>;
  /**
   * Gives money back to the payer; answers the provider's refund id. The same `idempotencyKey` again
   * never refunds twice. Throws RefundRefused when the provider will not take it back (a retry would
   * not help), any other error when the answer is unknown (a retry with the same key is safe).
   */
  refund(
    payment: { providerPaymentId: string | null; id: string },
    amountPaise: number,
    idempotencyKey: string,
  ): Promise<string>;
}

const providers = new WeakMap<Config, PaymentProvider | null>();

/** Razorpay when its keys are set; else the built-in test provider, unless refused (production without TEST_PAYMENTS). */
export function paymentProvider(config: Config): PaymentProvider | null {
  let provider = providers.get(config);
  if (provider === undefined) {
    provider = config.razorpay
      ? new RazorpayProvider(config.razorpay)
      : config.testPayments
        ? new TestProvider()
        : null;
    providers.set(config, provider);
  }
  return provider;
}

export function requireProvider(config: Config): PaymentProvider {
  const provider = paymentProvider(config);
  if (!provider) {
    throw new AppError('UNAVAILABLE', 'Online payment is not available right now. Use wallet credits or try later.');
  }
  return provider;
}
