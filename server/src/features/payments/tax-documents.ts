import { financialYear, gstState } from '@contract/apply/gst';
import { GST_PERCENT } from '@contract/apply/pricing';
import type { DbOrTx } from '@db/client';
import { creditNotes, documentSeries, payments, refunds, type TaxInvoiceDetails } from '@db/schema/index';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { newId } from '../../lib/ids';
import { type ApplicationRow, travellersOf } from '../applications';
import { findUserById } from '../identity';
import { profileOf } from '../profile';

/**
 * Services of a travel agent arranging visas: SAC 998559 "Other travel arrangement and related
 * services n.e.c." (group 99855; 998555 is tour operator services, which organise tours).
 */
export const SAC_VISA_FACILITATION = '998559';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * The next number of a series, gap-free: the counter row stays locked until the caller's transaction
 * ends, so a rolled-back payment gives its number back. Rule 46(b): at most 16 characters, unique
 * for a financial year ("HV/26-27/000001").
 */
async function nextNumber(tx: DbOrTx, prefix: 'HV' | 'CN', at: Date): Promise<string> {
  const series = `${prefix}/${financialYear(at)}`;
  const [row] = await tx
    .insert(documentSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({ target: documentSeries.series, set: { lastNumber: sql`${documentSeries.lastNumber} + 1` } })
    .returning({ lastNumber: documentSeries.lastNumber });
  return `${series}/${String(row!.lastNumber).padStart(6, '0')}`;
}

/** Half each to the Centre and the State within one state; all of it as integrated tax between states. */
function splitTax(taxPaise: number, intraState: boolean) {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

async function recipientOf(db: DbOrTx, userId: string, gstin: string | null) {
  const [user, profile] = await Promise.all([findUserById(db, userId), profileOf(db, userId)]);
  const row = user && { first: user.firstName, last: user.lastName, email: user.email };
  const businessGstin = gstin ?? profile?.gstin ?? null;
  const state = businessGstin ? gstState(businessGstin.slice(0, 2)) : gstState(profile?.state);
  const address = [profile?.address, profile?.city, profile?.state].filter(Boolean).join(', ');
  return {
    name: `${row?.first ?? ''} ${row?.last ?? ''}`.trim() || (row?.email ?? ''),
    address: address || null,
    gstin: businessGstin,
    stateCode: state?.code ?? null,
  };
}

/** The particulars of the invoice of a payment, as they are now (rule 46 (a), (c)-(n)). */
async function invoiceDetails(
  db: DbOrTx,
  supplier: Config['supplier'],
  payment: { userId: string; recipientGstin: string | null },
  application: ApplicationRow,
  issuedAt: Date,
): Promise<TaxInvoiceDetails> {
  const recipient = await recipientOf(db, payment.userId, payment.recipientGstin);
  const placeOfSupply = recipient.stateCode ?? supplier.state.code;
  const travellers = (await travellersOf(db, application.id)).length;
  return {
    supplier: {
      legalName: supplier.legalName,
      address: supplier.address,
      gstin: supplier.gstin,
      stateCode: supplier.state.code,
    },
    recipient,
    placeOfSupply,
    sac: SAC_VISA_FACILITATION,
    description: `${application.option.name}, ${application.option.countryName}: ${application.ref}, ${travellers} × ${application.startDate} – ${application.endDate}`,
    governmentFeePaise: application.governmentFeePaise,
    taxablePaise: application.serviceFeePaise,
    ratePercent: GST_PERCENT,
    ...splitTax(application.gstPaise, placeOfSupply === supplier.state.code),
    totalPaise: application.totalPaise,
    issuedAt: issuedAt.toISOString(),
  };
}

/** Issues the tax invoice of a payment being marked paid, in its transaction: the next number and the frozen particulars. */
export async function issueInvoice(
  tx: DbOrTx,
  supplier: Config['supplier'],
  payment: { userId: string; recipientGstin: string | null },
  application: ApplicationRow,
  paidAt: Date,
) {
  const invoice = await invoiceDetails(tx, supplier, payment, application, paidAt);
  return { invoiceNumber: await nextNumber(tx, 'HV', paidAt), invoice };
}

/** An invoice paid before invoices were frozen: its particulars from today's data, under its own number. */
export async function backfillInvoice(
  db: DbOrTx,
  supplier: Config['supplier'],
  payment: typeof payments.$inferSelect,
  application: ApplicationRow,
): Promise<TaxInvoiceDetails> {
  const invoice = await invoiceDetails(db, supplier, payment, application, payment.paidAt ?? payment.createdAt);
  await db.update(payments).set({ invoice }).where(eq(payments.id, payment.id));
  return invoice;
}

const total = (rows: Array<{ amountPaise: number }>) => rows.reduce((sum, row) => sum + row.amountPaise, 0);

/**
 * The part of a refund that a credit note takes off the invoice: the service fee and its tax first
 * for a refund of the service fee (rejection), the government fee first otherwise; never more of a
 * part than the invoice had, less what earlier credit notes took.
 */
function creditParts(invoice: TaxInvoiceDetails, given: CreditNoteRow[], amountPaise: number, serviceFirst: boolean) {
  const taxPaise = invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise;
  const sum = (pick: (row: CreditNoteRow) => number) => given.reduce((total, row) => total + pick(row), 0);
  const govLeft = invoice.governmentFeePaise - sum((row) => row.governmentFeePaise);
  const taxableLeft = invoice.taxablePaise - sum((row) => row.taxablePaise);
  const taxLeft = taxPaise - sum((row) => row.cgstPaise + row.sgstPaise + row.igstPaise);
  const serviceLeft = taxableLeft + taxLeft;
  let service = serviceFirst ? Math.min(amountPaise, serviceLeft) : 0;
  const government = Math.min(amountPaise - service, govLeft);
  service = Math.min(amountPaise - government, serviceLeft);
  const taxable =
    service === serviceLeft
      ? taxableLeft
      : Math.round((service * invoice.taxablePaise) / (invoice.taxablePaise + taxPaise));
  const intraState = invoice.placeOfSupply === invoice.supplier.stateCode;
  return { governmentFeePaise: government, taxablePaise: taxable, ...splitTax(service - taxable, intraState) };
}

/**
 * Every refund of an invoiced payment gets its credit note (CGST Act s.34), in the refund's
 * transaction. It is worked out from the totals (refunded so far against credited so far), so a
 * provider refund that is paid to the wallet instead does not get a second one.
 */
export async function creditRefund(
  tx: DbOrTx,
  refund: typeof refunds.$inferSelect,
): Promise<CreditNoteRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, refund.paymentId)).for('update');
  if (!payment?.invoice) return undefined;
  const refunded = total(await tx.select().from(refunds).where(eq(refunds.paymentId, payment.id)));
  const given = await creditNotesOf(tx, payment.id);
  const outstanding = Math.min(refunded - total(given), refund.amountPaise);
  if (outstanding <= 0) return undefined;
  const parts = creditParts(payment.invoice, given, outstanding, /reject|service-fee/.test(refund.reason));
  const amountPaise = Object.values(parts).reduce((sum, part) => sum + part, 0);
  if (amountPaise <= 0) return undefined;
  const issuedAt = new Date();
  const [note] = await tx
    .insert(creditNotes)
    .values({
      id: newId(),
      number: await nextNumber(tx, 'CN', issuedAt),
      paymentId: payment.id,
      refundId: refund.id,
      amountPaise,
      ...parts,
      issuedAt,
    })
    .returning();
  return note;
}

export const creditNotesOf = (db: DbOrTx, paymentId: string) =>
  db.select().from(creditNotes).where(eq(creditNotes.paymentId, paymentId)).orderBy(asc(creditNotes.number));

export const creditNotesOfPayments = (db: DbOrTx, paymentIds: string[]) =>
  paymentIds.length === 0
    ? Promise.resolve([] as CreditNoteRow[])
    : db.select().from(creditNotes).where(inArray(creditNotes.paymentId, paymentIds)).orderBy(asc(creditNotes.number));
