import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { documents } from './account';
import { users } from './users';

/**
 * A refund's timeline entry, in paise: what went back to the original payment method (and how the provider says
 * it was paid) and what went to the wallet, and whether the wallet was the traveller's own choice.
 */
export interface TimelineRefund {
  originalPaise: number;
  walletPaise: number;
  /** The provider's payment method (card, upi, netbanking…); null when it did not say. */
  method: string | null;
  /** The traveller asked for wallet credit instead of the original payment method. */
  walletChosen: boolean;
  /** The provider could not take back a refund owed to it: it went to the wallet instead. */
  insteadOfProvider?: boolean;
}

/** The particulars of a GST tax invoice (CGST Rules 2017, rule 46), frozen when it is issued. */
export interface TaxInvoiceDetails {
  supplier: { legalName: string; address: string; gstin: string; stateCode: string };
  recipient: { name: string; address: string | null; gstin: string | null; stateCode: string | null };
  /** The recipient's state (IGST Act s.12(2)); the supplier's when the recipient's is not known. */
  placeOfSupply: string;
  sac: string;
  description: string;
  governmentFeePaise: number;
  taxablePaise: number;
  ratePercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  issuedAt: string;
}

/** What the traveller bought, frozen at the time of applying (the catalogue may change later). */
export interface OptionSnapshot {
  name: string;
  purpose: string;
  countryName: string;
  governmentFeePaise: number;
  serviceFeePaise: number;
  processingDays: number;
  validity: string;
  stay: string;
  requirements: string[];
  estimate: boolean;
}

/** An application made on this site (docs/product/applications.md). Money is integer paise for all travellers together. */
export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    /** HV-<year>-<6 digits> */
    ref: text('ref').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: text('option_id').notNull(),
    country: text('country').notNull(),
    option: jsonb('option').$type<OptionSnapshot>().notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    status: text('status').notNull().default('draft'),
    governmentFeePaise: bigint('government_fee_paise', { mode: 'number' }).notNull(),
    serviceFeePaise: bigint('service_fee_paise', { mode: 'number' }).notNull(),
    gstPaise: bigint('gst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /** The issued visa, attached by an operator. */
    visaFileKey: text('visa_file_key'),
    visaFileName: text('visa_file_name'),
    visaFileType: text('visa_file_type'),
    /** The issued visa's zone against the application when it was attached (contract VisaFileCheck); null before. */
    visaFileCheck: jsonb('visa_file_check'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The promised decision date (YYYY-MM-DD, India's calendar; docs/on-time.md): set at submission, moved by the
     * working days the application waited on the traveller. Null for drafts and for applications submitted before
     * the promise existed.
     */
    promisedBy: text('promised_by'),
    /** India's date the wait on the traveller (documents requested) began; null while the clock runs. */
    promisePausedOn: text('promise_paused_on'),
    /** When the missed promise was compensated (service fee and GST back): once per application. */
    compensatedAt: timestamp('compensated_at', { withTimezone: true }),
    /** When it became approved, rejected or cancelled: the retention period of its documents runs from here. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When the traveller was told its documents (or the abandoned draft) would be deleted (docs/retention.md). */
    retentionNoticeAt: timestamp('retention_notice_at', { withTimezone: true }),
    /** When its documents, visa file and passport particulars were deleted under the retention policy. */
    documentsDeletedAt: timestamp('documents_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_ref_key').on(t.ref),
    // The traveller's application list, a keyset page at a time (newest change first, then id).
    index('applications_user_idx').on(t.userId, t.updatedAt, t.id),
    // The saved applications' pages: a traveller's drafts, last changed first.
    index('applications_user_drafts_idx').on(t.userId, t.updatedAt, t.id).where(sql`${t.status} = 'draft'`),
    // The console's user page: a user's applications past the draft, newest first.
    index('applications_user_created_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.status} <> 'draft'`),
    // The visa history's pages: a traveller's submitted applications, newest submission first.
    index('applications_user_submitted_idx').on(t.userId, t.submittedAt, t.id).where(sql`${t.submittedAt} is not null`),
    // The operators' queue: by status, oldest submission first.
    index('applications_queue_idx').on(t.status, t.submittedAt, t.id),
    index('applications_submitted_idx').on(t.submittedAt, t.id),
    // The queue's combined filters (status, country, purpose), still in submission order for keyset pages.
    index('applications_queue_filters_idx').on(
      t.status,
      t.country,
      sql`(${t.option}->>'purpose')`,
      t.submittedAt,
      t.id,
    ),
    // Country (and purpose) across every status past the draft.
    index('applications_queue_country_idx')
      .on(t.country, sql`(${t.option}->>'purpose')`, t.submittedAt, t.id)
      .where(sql`${t.status} <> 'draft'`),
    // The retention job: closed applications whose documents are still kept, oldest first.
    index('applications_retention_idx').on(t.closedAt).where(sql`${t.documentsDeletedAt} is null`),
    // The promises whose clock runs (PROMISE_RUNNING in contract/src/apply/statuses.ts): the queue's at-risk and late
    // counts read it alone, and the on-time check and the queue's filters the few rows it finds (issue 33's bench).
    index('applications_promise_running_idx')
      .on(t.promisedBy, t.status)
      .where(sql`${t.status} in ('submitted', 'in_review', 'with_embassy')`),
  ],
);

/**
 * Applications past the draft per status, for the operators' queue: kept by a trigger on `applications`
 * (migration application-status-counts) in the transaction of each insert, status change and delete, so
 * the queue never counts the table.
 */
export const applicationStatusCounts = pgTable('application_status_counts', {
  status: text('status').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

/**
 * Running applications (submitted, in review, with the embassy) per promised date, for the queue's at-risk and late
 * counts: kept by a trigger on `applications` (migration promise-counts) in the transaction of each change, as the
 * status counts are, so the queue never counts the table.
 */
export const applicationPromiseCounts = pgTable('application_promise_counts', {
  promisedBy: text('promised_by').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
});

export const applicationTravellers = pgTable(
  'application_travellers',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    isSelf: boolean('is_self').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    dob: text('dob'),
    passportNo: text('passport_no'),
    passportExpiry: text('passport_expiry'),
    nationality: text('nationality'),
    relationship: text('relationship').notNull(),
  },
  (t) => [uniqueIndex('application_travellers_position_key').on(t.applicationId, t.position)],
);

/** One row per requirement per traveller: missing | uploaded | accepted | rejected. */
export const checklistItems = pgTable(
  'application_checklist_items',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    travellerId: text('traveller_id')
      .notNull()
      .references(() => applicationTravellers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    required: boolean('required').notNull().default(true),
    status: text('status').notNull().default('missing'),
    documentId: text('document_id').references(() => documents.id, { onDelete: 'set null' }),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_checklist_application_idx').on(t.applicationId, t.position)],
);

/** The timeline: every status change, who made it and why. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    status: text('status').notNull(),
    /** traveller | operator | partner | system */
    actor: text('actor').notNull(),
    note: text('note'),
    /** A refund's entry (no status change): where each rupee went (docs/refunds.md#what-the-traveller-is-told). */
    refund: jsonb('refund').$type<TimelineRefund>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * One payment attempt: wallet part debited when it is created, the rest through a provider.
 * At most one attempt per application is pending or paid at a time (partial unique index).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** wallet (nothing left to pay) | test | razorpay */
    provider: text('provider').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    walletPaise: bigint('wallet_paise', { mode: 'number' }).notNull(),
    providerPaise: bigint('provider_paise', { mode: 'number' }).notNull(),
    /** pending | paid | failed */
    status: text('status').notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    /** How the provider says it was paid (Razorpay's card, upi, netbanking, wallet, emi…), when it says. */
    method: text('method'),
    invoiceNumber: text('invoice_number'),
    invoice: jsonb('invoice').$type<TaxInvoiceDetails>(),
    /** A business GSTIN given at the review step: the invoice is made out to it. */
    recipientGstin: text('recipient_gstin'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_one_live_per_application').on(t.applicationId).where(sql`${t.status} in ('pending', 'paid')`),
    uniqueIndex('payments_provider_order_key').on(t.providerOrderId),
    uniqueIndex('payments_invoice_number_key').on(t.invoiceNumber),
    index('payments_user_idx').on(t.userId),
    // An application's payments, failed ones too (the live-payment index above is partial).
    index('payments_application_idx').on(t.applicationId, t.createdAt),
    check('payments_parts_add_up', sql`${t.walletPaise} + ${t.providerPaise} = ${t.amountPaise}`),
    check('payments_parts_non_negative', sql`${t.walletPaise} >= 0 and ${t.providerPaise} >= 0`),
  ],
);

/** Money given back; one row per payment, reason and destination, so a retried refund writes nothing new. */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** cancel | reject | late | failed-payment | late-capture | admin-full | admin-service-fee (+ -instead-of-provider) */
    reason: text('reason').notNull(),
    /** wallet | provider */
    destination: text('destination').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The fee parts the amount gives back (contract/src/refund-policy.ts): they add up to the amount. */
    governmentFeePaise: bigint('government_fee_paise', { mode: 'number' }).notNull().default(0),
    serviceFeePaise: bigint('service_fee_paise', { mode: 'number' }).notNull().default(0),
    gstPaise: bigint('gst_paise', { mode: 'number' }).notNull().default(0),
    providerRefundId: text('provider_refund_id'),
    /** When a process last asked the provider for this refund: one asks at a time (see claimProviderRefund). */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_once_key').on(t.paymentId, t.reason, t.destination),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'refunds_parts_add_up',
      sql`${t.governmentFeePaise} + ${t.serviceFeePaise} + ${t.gstPaise} = ${t.amountPaise}`,
    ),
  ],
);

/** The last number given in each series of tax documents (e.g. "HV/26-27"): gap-free, one row lock per series. */
export const documentSeries = pgTable('document_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A GST credit note (CGST Act s.34) for money given back on an invoiced payment. refund_id names the
 * refund it was issued for (a provider refund later paid to the wallet instead keeps its credit note).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    refundId: text('refund_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    governmentFeePaise: bigint('government_fee_paise', { mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    index('credit_notes_payment_idx').on(t.paymentId),
    check(
      'credit_notes_parts_add_up',
      sql`${t.governmentFeePaise} + ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.amountPaise}`,
    ),
  ],
);

/** Webhook deliveries already handled (Razorpay sends the same event more than once). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
