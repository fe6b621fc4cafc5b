import { Readable } from 'node:stream';
import { GST_PERCENT } from '@contract/apply/pricing';
import type { DbOrTx } from '@db/client';
import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import type { Config } from '../../config';
import type { FileStorage } from '../../lib/storage';
import { type ApplicationRow, travellersOf } from '../applications/apply-repo';
import type { PaymentRow } from './repo';

/** Where the owner of a paid payment downloads its invoice. */
export const invoicePath = (paymentId: string) => `/api/invoices/${encodeURIComponent(paymentId)}`;

/** Standard PDF fonts cannot draw the rupee sign: amounts read "Rs. 1,234.56". */
const money = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const day = (date: Date) =>
  date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

interface Writer {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  ink: Color;
  y: number;
}

function line(w: Writer, text: string, options: { bold?: boolean; size?: number; x?: number } = {}) {
  w.page.drawText(text, {
    x: options.x ?? 50,
    y: w.y,
    size: options.size ?? 11,
    font: options.bold ? w.bold : w.font,
    color: w.ink,
  });
}

function row(w: Writer, label: string, amount: string, bold = false) {
  line(w, label, { bold });
  const size = 11;
  const font = bold ? w.bold : w.font;
  w.page.drawText(amount, { x: 545 - font.widthOfTextAtSize(amount, size), y: w.y, size, font });
  w.y -= 20;
}

/** The GST tax invoice of a paid application, as PDF bytes. */
async function renderInvoice(
  productName: string,
  payment: PaymentRow,
  application: ApplicationRow,
  travellers: number,
): Promise<Uint8Array> {
  // pdf-lib holds ~10 MB once loaded: it is loaded by the first invoice, not by the server's start.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${productName} tax invoice ${payment.invoiceNumber}`);
  pdf.setAuthor(productName);
  const page = pdf.addPage([595, 842]);
  const w: Writer = {
    page,
    font: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    ink: rgb(0.1, 0.1, 0.15),
    y: 780,
  };
  line(w, productName, { bold: true, size: 20 });
  w.y -= 28;
  line(w, 'Tax invoice', { bold: true, size: 14 });
  w.y -= 24;
  for (const text of [
    `Invoice number: ${payment.invoiceNumber}`,
    `Date: ${day(payment.paidAt ?? new Date())}`,
    `Application: ${application.ref}`,
    `Visa: ${application.option.name}, ${application.option.countryName} (${travellers} traveller${travellers === 1 ? '' : 's'})`,
    `Travel dates: ${application.startDate} to ${application.endDate}`,
  ]) {
    line(w, text);
    w.y -= 18;
  }
  w.y -= 16;
  row(w, 'Government fee (collected on behalf of the embassy, no GST)', money(application.governmentFeePaise));
  row(w, 'Service fee (SAC 998555)', money(application.serviceFeePaise));
  row(w, `GST ${GST_PERCENT}% on the service fee`, money(application.gstPaise));
  row(w, 'Total', money(application.totalPaise), true);
  w.y -= 10;
  row(w, 'Paid from wallet credits', money(payment.walletPaise));
  row(
    w,
    `Paid online (${payment.provider === 'razorpay' ? 'Razorpay' : 'test payment'})`,
    money(payment.providerPaise),
  );
  return pdf.save();
}

/** Renders the invoice and keeps it through the file storage; answers the storage key. */
export async function storeInvoice(
  deps: { config: Config; storage: FileStorage; db: DbOrTx },
  payment: PaymentRow,
  application: ApplicationRow,
): Promise<string> {
  const travellers = (await travellersOf(deps.db, application.id)).length;
  const bytes = await renderInvoice(deps.config.productName, payment, application, travellers);
  const { key } = await deps.storage.put(Readable.from([Buffer.from(bytes)]));
  return key;
}
