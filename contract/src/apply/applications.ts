import { z } from 'zod';
import { SubmissionConsentsSchema } from '../account/privacy';
import { OptionalGstinSchema, PASSPORT_PATTERN } from '../account/profile';
import { RupeesSchema } from '../account/wallet';
import { VisaPurposeSchema } from '../catalogue';
import { isRealDate } from '../dates';
import { NextCursorSchema, pageQuerySchema } from '../paging';
import { APPLICATION_STATUSES } from './statuses';

export { APPLICATION_STATUSES } from './statuses';

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: 'Choose a status from the list' });
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  in_review: 'In review',
  documents_requested: 'Documents requested',
  with_embassy: 'With the embassy',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const ACTORS = ['traveller', 'operator', 'partner', 'system'] as const;
export type Actor = (typeof ACTORS)[number];

export const MAX_TRAVELLERS = 6;
export const RELATIONSHIPS = ['Self', 'Spouse', 'Child', 'Parent', 'Sibling', 'Friend', 'Colleague', 'Other'] as const;

const dateField = (label: string) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} as YYYY-MM-DD`)
    .refine(isRealDate, `The ${label} is not a real date`);

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long`)
    .optional();

/**
 * A traveller as the wizard sends it. `self: true` is the account holder: fields left out come
 * from the profile. Co-travellers need a first name and a relationship; passport details can be
 * filled in later but must be complete to submit.
 */
export const TravellerInputSchema = z.object({
  self: z.boolean().optional(),
  firstName: optionalText(80, 'First name'),
  lastName: optionalText(80, 'Last name'),
  dob: dateField('date of birth').optional(),
  passportNo: z
    .string({ error: 'Enter a valid passport number (6 to 9 letters or digits)' })
    .trim()
    .transform((value) => value.toUpperCase().replace(/\s+/g, ''))
    .refine((value) => PASSPORT_PATTERN.test(value), 'Enter a valid passport number (6 to 9 letters or digits)')
    .optional(),
  passportExpiry: dateField('passport expiry date').optional(),
  nationality: optionalText(80, 'Nationality'),
  relationship: z.enum(RELATIONSHIPS, { error: 'Choose a relationship from the list' }).optional(),
});
export type TravellerInput = z.input<typeof TravellerInputSchema>;

export const TravellersSchema = z
  .array(TravellerInputSchema)
  .min(1, 'Add at least one traveller')
  .max(MAX_TRAVELLERS, `At most ${MAX_TRAVELLERS} travellers (you and 5 co-travellers)`);

/** A traveller as the wizard's inputs hold it: every field text, '' where nothing is entered. */
export const TravellerRowSchema = z.object({
  self: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string(),
  passportNo: z.string(),
  passportExpiry: z.string(),
  nationality: z.string(),
  relationship: z.string(),
  /** Whether to keep this co-traveller in the account's saved travellers (offered for a new person). */
  save: z.boolean().optional(),
});
export type TravellerRow = z.infer<typeof TravellerRowSchema>;

/**
 * A row as the server takes it: blank inputs are left out so the server keeps (or, for the account holder, takes
 * from the profile) what it has. A co-traveller's relationship is whatever was chosen: none is refused, never 'Other'.
 */
export function toTravellerInput(row: TravellerRow): TravellerInput {
  const text = (value: string) => value.trim() || undefined;
  return {
    ...(row.self ? { self: true } : { relationship: text(row.relationship) as TravellerInput['relationship'] }),
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    dob: text(row.dob),
    passportNo: text(row.passportNo),
    passportExpiry: text(row.passportExpiry),
    nationality: text(row.nationality),
  };
}

export const RELATIONSHIP_REQUIRED = 'Choose how this traveller is related to you';

/** A co-traveller's row must have a relationship chosen (the server asks the same). */
const CoTravellerRowSchema = TravellerRowSchema.refine((row) => row.self || row.relationship.trim() !== '', {
  message: RELATIONSHIP_REQUIRED,
  path: ['relationship'],
});

/** The wizard's travellers step: its rows checked as PUT /api/applications/{ref} checks its travellers. */
export const TravellersFormSchema = z.object({
  travellers: z
    .array(CoTravellerRowSchema.transform(toTravellerInput).pipe(TravellerInputSchema))
    .pipe(TravellersSchema),
});
export type TravellersForm = z.input<typeof TravellersFormSchema>;

/** The wizard's dates step: both dates, the end after the start (the server also keeps the start ahead). */
export const TravelDatesFormSchema = z
  .object({
    start: z
      .string()
      .min(1, { error: 'Enter the travel start date', abort: true })
      .pipe(dateField('travel start date')),
    end: z.string().min(1, { error: 'Enter the travel end date', abort: true }).pipe(dateField('travel end date')),
  })
  .refine(({ start, end }) => end > start, {
    message: 'The travel end date must be after the start date',
    path: ['end'],
  });
export type TravelDates = z.infer<typeof TravelDatesFormSchema>;

/** POST /api/applications */
export const CreateApplicationSchema = z.object({
  optionId: z.string({ error: 'Choose a visa option' }).trim().min(1, 'Choose a visa option').max(64),
  start: dateField('travel start date'),
  end: dateField('travel end date'),
  travellers: TravellersSchema.default([{ self: true }]),
});
export type CreateApplication = z.input<typeof CreateApplicationSchema>;

/** PUT /api/applications/{ref}: a draft's dates or travellers (what is left out stays). */
export const UpdateApplicationSchema = z.object({
  start: dateField('travel start date').optional(),
  end: dateField('travel end date').optional(),
  travellers: TravellersSchema.optional(),
});
export type UpdateApplication = z.input<typeof UpdateApplicationSchema>;

export const RefParamsSchema = z.object({ ref: z.string().min(1).max(40) });
export const ChecklistItemParamsSchema = z.object({
  ref: z.string().min(1).max(40),
  itemId: z.string().min(1).max(64),
});
export const AttachDocumentSchema = z.object({
  documentId: z.string({ error: 'Choose a document' }).trim().min(1, 'Choose a document').max(64),
});

/** POST /api/applications/{ref}/submit: how much of the wallet to use, in rupees (0 for none). */
export const SubmitApplicationSchema = z.object({
  walletAmount: RupeesSchema.min(0, 'The wallet amount cannot be negative')
    .max(10_000_000, 'The wallet amount is too large')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most 2 decimals')
    .default(0),
  /** A business GSTIN the tax invoice is made out to (blank: the traveller's own, unregistered). */
  gstin: OptionalGstinSchema,
  confirmLate: z
    .boolean()
    .optional()
    .describe(
      'True when the traveller understands the visa may not be ready by the trip start (it starts before the earliest realistic start); required for such a trip',
    ),
  /** The review step's consents (docs/privacy.md); without them, and none given before for this application, 422. */
  consents: SubmissionConsentsSchema.optional(),
});
export type SubmitApplication = z.input<typeof SubmitApplicationSchema>;

export const PriceLinesSchema = z.object({
  governmentFee: RupeesSchema,
  serviceFee: RupeesSchema,
  gst: RupeesSchema.describe('18% GST on the service fee'),
  total: RupeesSchema,
});

export const PriceSchema = PriceLinesSchema.extend({
  currency: z.literal('INR'),
  travellers: z.number().int(),
  perTraveller: PriceLinesSchema,
  estimate: z.boolean().describe('The fees are estimates still to be confirmed'),
}).meta({ id: 'ApplicationPrice' });
export type Price = z.infer<typeof PriceSchema>;

export const TravellerSchema = z
  .object({
    id: z.string(),
    self: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    dob: z.string().nullable(),
    passportNo: z.string().nullable(),
    passportExpiry: z.string().nullable(),
    nationality: z.string().nullable(),
    relationship: z.string(),
  })
  .meta({ id: 'ApplicationTraveller' });
export type Traveller = z.infer<typeof TravellerSchema>;

export const CHECKLIST_STATUSES = ['missing', 'uploaded', 'accepted', 'rejected'] as const;
export const ChecklistItemSchema = z
  .object({
    id: z.string(),
    travellerId: z.string(),
    label: z.string(),
    required: z.boolean(),
    status: z.enum(CHECKLIST_STATUSES),
    documentId: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'ChecklistItem' });
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

/** A refund's timeline entry: where each rupee went (docs/refunds.md#what-the-traveller-is-told). */
export const TimelineRefundSchema = z
  .object({
    toOriginal: RupeesSchema.describe('Back to the original payment method: usually 5–7 working days'),
    toWallet: RupeesSchema.describe('To the wallet: available now'),
    method: z
      .string()
      .nullable()
      .describe('The payment method as the provider reported it (card, upi, netbanking…); null when it did not say'),
    walletChosen: z.boolean().describe('The traveller asked for wallet credit instead of the original method'),
    insteadOfProvider: z
      .boolean()
      .describe('The provider could not take the refund back: it went to the wallet instead'),
  })
  .meta({ id: 'TimelineRefund' });
export type TimelineRefund = z.infer<typeof TimelineRefundSchema>;

export const TimelineEntrySchema = z
  .object({
    status: ApplicationStatusSchema,
    label: z.string(),
    actor: z.enum(ACTORS),
    note: z.string().nullable(),
    /** Set on a refund's entry (the status did not change); null on a status change. */
    refund: TimelineRefundSchema.nullable(),
    at: z.iso.datetime(),
  })
  .meta({ id: 'TimelineEntry' });

export const RefundSchema = z.object({
  amount: RupeesSchema,
  destination: z.enum(['wallet', 'provider']),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});

/** Where a refund goes: back the way it was paid (card to the card, wallet to the wallet), or all to the wallet. */
export const REFUND_TO = ['original', 'wallet'] as const;
export type RefundTo = (typeof REFUND_TO)[number];

/** POST /api/applications/{ref}/cancel: wallet credit instead of the card only when asked for. */
export const CancelApplicationSchema = z
  .object({
    refundTo: z
      .enum(REFUND_TO, { error: 'Choose the way you paid or wallet credit' })
      .default('original')
      .describe(
        'original: the card part back to the card, the wallet part to the wallet; wallet: all of it as wallet credit',
      ),
  })
  .default({ refundTo: 'original' });
export type CancelApplication = z.input<typeof CancelApplicationSchema>;

/** What cancelling the application now would give back (docs/refunds.md), per fee part and where it would go. */
export const CancellationPreviewSchema = z
  .object({
    allowed: z.boolean().describe('Whether the traveller may cancel now'),
    governmentFee: RupeesSchema,
    serviceFee: RupeesSchema,
    gst: RupeesSchema,
    total: RupeesSchema,
    toCard: RupeesSchema.describe('Back to the card (the payment provider), by default'),
    toWallet: RupeesSchema.describe('Back to the wallet, by default'),
  })
  .meta({ id: 'CancellationPreview' });
export type CancellationPreview = z.infer<typeof CancellationPreviewSchema>;

export const PAYMENT_PROVIDERS = ['wallet', 'test', 'razorpay'] as const;
export const PaymentSchema = z
  .object({
    id: z.string(),
    provider: z.enum(PAYMENT_PROVIDERS),
    amount: RupeesSchema.describe('The whole amount: wallet part + provider part'),
    walletAmount: RupeesSchema,
    providerAmount: RupeesSchema,
    status: z.enum(['pending', 'paid', 'failed']),
    /** Where the traveller pays the provider part (the test provider page), while pending. */
    checkoutUrl: z.string().optional(),
    /** Razorpay Checkout options, while pending. */
    razorpay: z
      .object({ keyId: z.string(), orderId: z.string(), amountPaise: z.number().int(), currency: z.literal('INR') })
      .optional(),
    invoiceUrl: z.string().nullable().describe('The GST tax invoice (PDF), once paid'),
    refunds: z.array(RefundSchema),
    /** A GST credit note for each refund of an invoiced amount, referencing the invoice. */
    creditNotes: z.array(
      z.object({ number: z.string(), amount: RupeesSchema, url: z.string(), issuedAt: z.iso.datetime() }),
    ),
    createdAt: z.iso.datetime(),
    paidAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof PaymentSchema>;

export const ApplicationSchema = z
  .object({
    id: z.string(),
    ref: z.string().describe('HV-<year>-<6 digits>'),
    status: ApplicationStatusSchema,
    statusLabel: z.string(),
    country: z.string(),
    countryName: z.string(),
    optionId: z.string(),
    option: z.object({
      name: z.string(),
      purpose: z.string(),
      visaType: z.string(),
      processingDays: z.number().int(),
      validity: z.string(),
      stay: z.string(),
    }),
    start: z.string(),
    end: z.string(),
    travellers: z.array(TravellerSchema),
    checklist: z.array(ChecklistItemSchema),
    price: PriceSchema,
    payments: z.array(PaymentSchema),
    timeline: z.array(TimelineEntrySchema),
    /** The issued visa, once approved. */
    visaUrl: z.string().nullable(),
    canCancel: z.boolean(),
    cancellation: CancellationPreviewSchema,
    /** Where the wizard resumes a draft. */
    resumeUrl: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    submittedAt: z.iso.datetime().nullable(),
    /**
     * The promised decision date (YYYY-MM-DD, India; docs/on-time.md): not decided by then, the service fee and GST
     * come back by themselves. Null before submission (and for applications submitted before the promise existed).
     */
    promisedBy: z.string().nullable(),
    retention: z
      .object({
        deleteOn: z.iso
          .datetime()
          .nullable()
          .describe(
            'When its documents, visa file and passport details will be deleted (docs/retention.md); for a draft, the whole draft. Null while open.',
          ),
        deletedAt: z.iso.datetime().nullable().describe('When they were deleted under the retention policy'),
      })
      .describe('The retention policy applied to this application'),
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationResponseSchema = z.object({ application: ApplicationSchema });
export type ApplicationResponse = z.infer<typeof ApplicationResponseSchema>;

/** GET /api/applications?cursor=…&limit=… (20 by default, at most 100). */
export const ApplicationListQuerySchema = pageQuerySchema(20);
/** A page of the traveller's applications, most recently changed first; `nextCursor` asks for the next. */
export const ApplicationListSchema = z.object({ items: z.array(ApplicationSchema), nextCursor: NextCursorSchema });

export const SubmitResponseSchema = z.object({ application: ApplicationSchema, payment: PaymentSchema });
export type SubmitResponse = z.infer<typeof SubmitResponseSchema>;

export const PaymentParamsSchema = z.object({ paymentId: z.string().min(1).max(64) });
export const CreditNoteParamsSchema = PaymentParamsSchema.extend({ creditNoteId: z.string().min(1).max(64) });
export const TestPaymentOutcomeSchema = z.object({
  outcome: z.enum(['success', 'failure'], { error: 'Choose success or failure' }),
});
/** GET /api/payments/{paymentId}: what the payment page shows. */
export const PaymentViewSchema = z.object({
  payment: PaymentSchema,
  ref: z.string(),
  countryName: z.string(),
  optionName: z.string(),
});
export type PaymentView = z.infer<typeof PaymentViewSchema>;

/** POST /api/payments/razorpay/verify: what Razorpay Checkout hands to its handler. */
export const RazorpayVerifySchema = z.object({
  paymentId: z.string().min(1).max(64),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});

/** POST /api/track: an application found by reference + the e-mail of its account. */
export const TrackQuerySchema = z.object({
  ref: z.string({ error: 'Enter the application reference' }).trim().min(1, 'Enter the application reference').max(40),
  /** Not needed when signed in: the account's own applications are searched. */
  email: z.string().trim().toLowerCase().max(254).optional(),
});
export type TrackQuery = z.input<typeof TrackQuerySchema>;
export const TrackResponseSchema = z.object({
  ref: z.string(),
  country: z.string(),
  countryName: z.string(),
  purpose: VisaPurposeSchema,
  visaType: z.string(),
  status: ApplicationStatusSchema,
  statusLabel: z.string(),
  timeline: z.array(TimelineEntrySchema.omit({ actor: true, note: true, refund: true })),
});
export type TrackResponse = z.infer<typeof TrackResponseSchema>;

/** GET /api/apply/options?country=TH&type=business: what can be applied for, even where the passport may not need it. */
export const ApplyOptionsQuerySchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code')
    .transform((value) => value.toUpperCase()),
  type: z.enum(['tourist', 'business', 'family', 'student', 'transit'], { error: 'Choose a visa purpose' }),
});
export const ApplyOptionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    fee: RupeesSchema.describe('Per traveller: government fee + service fee + GST'),
    processingDays: z.number().int(),
    validity: z.string(),
    stay: z.string(),
    estimate: z.boolean(),
  })
  .meta({ id: 'ApplyOption' });
export const ApplyOptionsSchema = z.object({ items: z.array(ApplyOptionSchema) });
export type ApplyOptions = z.infer<typeof ApplyOptionsSchema>;
