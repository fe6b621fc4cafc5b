import type { Payment } from '@contract/apply/applications';
import { type RazorpayResult, verifyRazorpay } from '../api/payments';

interface RazorpayInstance {
  open(): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

function loadScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Razorpay Checkout could not be loaded.'));
    document.head.appendChild(script);
  });
}

/** Opens Razorpay Checkout for the part left to pay; the server verifies the signature it hands back. */
export async function openRazorpayCheckout(
  payment: Payment,
  details: { productName: string; description: string; email?: string },
  onPaid: () => void,
  onDismiss: () => void,
): Promise<void> {
  const order = payment.razorpay;
  if (!order) return;
  await loadScript();
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay Checkout could not be loaded.');
  new Razorpay({
    key: order.keyId,
    order_id: order.orderId,
    amount: order.amountPaise,
    currency: order.currency,
    name: details.productName,
    description: details.description,
    prefill: details.email ? { email: details.email } : undefined,
    handler: (result: RazorpayResult) => {
      verifyRazorpay(payment.id, result).then(onPaid, onDismiss);
    },
    modal: { ondismiss: onDismiss },
  }).open();
}
