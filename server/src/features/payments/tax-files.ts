import { isLang, type Lang } from '@contract/lang';
import { notFound } from '../../lib/app-error';
import { findApplicationById } from '../applications';
import { languageOf } from '../identity';
import type { EmailAttachment, MessageTemplate, NotificationData } from '../notifications';
import type { PaymentDeps } from './deps';
import { renderCreditNote, renderInvoice } from './invoice';
import * as repo from './repo';
import { backfillInvoice, creditNotesOf } from './tax-documents';
import { ownedPayment } from './view';

/** The tax documents' files: invoices and credit notes as PDFs, for their owner and for the receipt e-mail. */

/** A tax document's file name: its number, whose slashes a file name cannot hold. */
const pdfName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/** The tax invoice (PDF) of a payment with an invoice number, rendered from its frozen particulars. */
async function invoicePdf(deps: PaymentDeps, payment: repo.PaymentRow & { invoiceNumber: string }, lang: Lang) {
  const application = (await findApplicationById(deps.db, payment.applicationId))!;
  const invoice = payment.invoice ?? (await backfillInvoice(deps.db, deps.config.supplier, payment, application));
  return renderInvoice(deps.config.productName, lang, { number: payment.invoiceNumber, invoice });
}

const hasInvoice = (payment: repo.PaymentRow): payment is repo.PaymentRow & { invoiceNumber: string } =>
  payment.status === 'paid' && Boolean(payment.invoiceNumber);

/** The tax invoice (PDF) of a paid payment, for its owner, in the owner's language. */
export async function invoiceFile(deps: PaymentDeps, userId: string, paymentId: string) {
  const payment = await ownedPayment(deps.db, userId, paymentId);
  if (!hasInvoice(payment)) throw notFound('There is no invoice for this payment.');
  const bytes = await invoicePdf(deps, payment, await languageOf(deps.db, userId));
  return { bytes, filename: pdfName(payment.invoiceNumber) };
}

/**
 * A payment receipt e-mail carries the payment's tax invoice, in the e-mail's language, rendered when
 * the e-mail is sent (the message names the payment; no bytes are stored with it).
 */
export async function receiptAttachments(deps: PaymentDeps, content: MessageTemplate): Promise<EmailAttachment[]> {
  if (content.template !== 'notification' || content.data.kind !== 'payment-receipt') return [];
  const { paymentId } = content.data.data as NotificationData['payment-receipt'];
  const payment = paymentId ? await repo.findPayment(deps.db, paymentId) : undefined;
  if (!payment || !hasInvoice(payment)) return [];
  const lang: Lang = isLang(content.data.lang) ? content.data.lang : 'en';
  return [
    {
      filename: `${deps.config.productName}-invoice-${pdfName(payment.invoiceNumber)}`,
      contentType: 'application/pdf',
      content: await invoicePdf(deps, payment, lang),
    },
  ];
}

/** A credit note (PDF) of one of the owner's payments. */
export async function creditNoteFile(deps: PaymentDeps, userId: string, paymentId: string, noteId: string) {
  const payment = await ownedPayment(deps.db, userId, paymentId);
  const note = (await creditNotesOf(deps.db, payment.id)).find((row) => row.id === noteId);
  if (!note || !payment.invoice || !payment.invoiceNumber) throw notFound('Credit note not found.');
  const bytes = await renderCreditNote(deps.config.productName, await languageOf(deps.db, userId), {
    note,
    invoiceNumber: payment.invoiceNumber,
    invoice: payment.invoice,
  });
  return { bytes, filename: pdfName(note.number) };
}
