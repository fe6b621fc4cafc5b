import { onStatusChange, provideLateCompensation, providePaymentsView } from '../applications';
import { compensateLate, refundsOnStatusChange } from './refunds';
import { publicPayments, publicPaymentsOf } from './view';

/**
 * Payments: checkout (wallet and provider), the providers, refunds, invoices and credit notes. It reacts to
 * the applications module's status changes and tells the application page what to show of its payments;
 * other modules import only from here.
 */
export { providerRefundJob, providerRefundQueue, refundByOperator } from './refunds';
export { lateCompensationsOf, livePayment } from './repo';
export { default as paymentRoutes } from './routes';
export { receiptAttachments } from './tax-files';
export { operatorRefundsOf } from './view';

/**
 * Wires payments to the applications module, once for every process that loads the server (the server
 * and the command line): refunds are recorded, and provider refunds queued, in each status change's
 * transaction; the application page shows the payments' view; a missed on-time promise gives back the service
 * fee and GST.
 */
export function wirePayments(): void {
  onStatusChange(refundsOnStatusChange);
  provideLateCompensation(compensateLate);
  providePaymentsView({ payments: publicPayments, paymentsOf: publicPaymentsOf });
}
export { lockPaymentsOf } from './erasure';
export { paymentRecipients, paymentsForExport } from './export';
