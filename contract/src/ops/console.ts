import { z } from 'zod';
import { DeviceSchema } from '../account/settings';
import { RupeesSchema, TransactionAmountSchema, WalletTransactionSchema } from '../account/wallet';
import {
  ApplicationSchema,
  type ApplicationStatus,
  ApplicationStatusSchema,
  RefundSchema,
} from '../apply/applications';
import { VisaFileCheckSchema } from '../apply/passport-check';
import { VisaPurposeSchema } from '../catalogue';
import { ContactSubjectSchema } from '../contact';
import { CursorSchema, NextCursorSchema, pageQuerySchema, pageSizeSchema } from '../paging';
import { RoleSchema } from './roles';

const note = (label: string, max = 1000) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`);
const requiredText = (label: string, max = 1000) => note(label, max).min(1, `Enter ${label.toLowerCase()}`);

// ---- Application queue -------------------------------------------------------------------------

/** Where an application stands against its on-time promise (docs/on-time.md). */
export const PROMISE_STATES = ['on_track', 'at_risk', 'late', 'paused'] as const;
export type PromiseState = (typeof PROMISE_STATES)[number];

export const QUEUE_SORTS = ['oldest', 'newest'] as const;
export const QUEUE_PAGE_SIZE_MAX = 100;

/** GET /api/ops/applications: submitted applications (drafts are the traveller's own business). */
export const QueueQuerySchema = z.object({
  status: ApplicationStatusSchema.exclude(['draft']).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code')
    .transform((value) => value.toUpperCase())
    .optional(),
  purpose: VisaPurposeSchema.optional(),
  /** Submitted at least this many days ago. */
  minAgeDays: z.coerce.number({ error: 'Age must be a number of days' }).int().min(0).max(3650).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  /** Against the on-time promise (docs/on-time.md): one working day left or less, or past the promised date. */
  promise: z.enum(['at_risk', 'late'], { error: 'Promise is at_risk or late' }).optional(),
  sort: z.enum(QUEUE_SORTS, { error: 'Sort by oldest or newest' }).default('oldest'),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: CursorSchema.optional(),
  limit: pageSizeSchema(25, QUEUE_PAGE_SIZE_MAX),
});
export type QueueQuery = z.input<typeof QueueQuerySchema>;

export const QueueItemSchema = z.object({
  ref: z.string(),
  status: ApplicationStatusSchema,
  statusLabel: z.string(),
  country: z.string(),
  countryName: z.string(),
  optionName: z.string(),
  purpose: z.string(),
  travellers: z.number().int(),
  ownerEmail: z.string(),
  submittedAt: z.iso.datetime(),
  ageDays: z.number().int(),
  /** Submission plus the option's processing days. */
  dueAt: z.iso.datetime(),
  overdue: z.boolean(),
  /** The promised decision date (YYYY-MM-DD, India), null for applications submitted before the promise existed. */
  promisedBy: z.string().nullable(),
  /** Where it stands against the promise today; null without one or once decided or cancelled. */
  promise: z.enum(PROMISE_STATES).nullable(),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const QueuePageSchema = z.object({
  items: z.array(QueueItemSchema),
  nextCursor: z.string().nullable(),
  /** Applications per status (all of them, whatever the filters). */
  counts: z.record(z.string(), z.number().int()),
  /** Applications at risk and late today (whatever the filters). */
  promiseCounts: z.object({ atRisk: z.number().int(), late: z.number().int() }),
});
export type QueuePage = z.infer<typeof QueuePageSchema>;

// ---- Application detail and actions -----------------------------------------------------------

export const InternalNoteSchema = z.object({
  id: z.string(),
  author: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type InternalNote = z.infer<typeof InternalNoteSchema>;

/** Moves that need every required document accepted first, unless an administrator overrides with a note. */
export const NEEDS_ACCEPTED_DOCUMENTS: readonly string[] = ['with_embassy', 'approved'];

/** The required documents not accepted yet, named by label and traveller: "Passport (Asha Rao)". */
export function unacceptedRequired(application: {
  checklist: ReadonlyArray<{ label: string; required: boolean; status: string; travellerId: string }>;
  travellers: ReadonlyArray<{ id: string; firstName: string; lastName: string }>;
}): string[] {
  const nameOf = new Map(
    application.travellers.map((traveller) => [traveller.id, `${traveller.firstName} ${traveller.lastName}`.trim()]),
  );
  return application.checklist
    .filter((item) => item.required && item.status !== 'accepted')
    .map((item) => (nameOf.get(item.travellerId) ? `${item.label} (${nameOf.get(item.travellerId)})` : item.label));
}

/** An administrator's move past the approval guard: recorded with the items that were not accepted. */
export const StatusOverrideSchema = z.object({
  status: ApplicationStatusSchema,
  note: z.string(),
  by: z.string(),
  /** The documents not accepted at the time, by label and traveller. */
  items: z.array(z.string()),
  at: z.iso.datetime(),
});
export type StatusOverride = z.infer<typeof StatusOverrideSchema>;

/**
 * Need to know (docs/product/console.md): support staff open a traveller's documents and unmasked
 * passport details only while the application is in the review queue, in one of these statuses.
 * Administrators keep full access. There is no assignment of applications to operators (yet).
 */
export const REVIEW_QUEUE_STATUSES: readonly ApplicationStatus[] = ['submitted', 'in_review', 'documents_requested'];

export const NOT_IN_QUEUE_MESSAGE =
  "This application is not in your queue: support staff see a traveller's documents and passport details only while an application is submitted, in review or has documents requested. Ask an administrator if you need them.";

/** The same rule for a user's passport number or PAN: one of their applications must be in the queue. */
export const NO_APPLICATION_IN_QUEUE_MESSAGE =
  "None of this traveller's applications is in your queue: support staff reveal a passport number or PAN only while one is submitted, in review or has documents requested. Ask an administrator if you need it.";

export const OpsApplicationSchema = z.object({
  application: ApplicationSchema,
  owner: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  /** The statuses an operator may move this application to now. */
  allowedMoves: z.array(ApplicationStatusSchema),
  notes: z.array(InternalNoteSchema),
  /** The checklist's documents: the desk shows an image as it is and a PDF in the browser's viewer. */
  documents: z.array(z.object({ id: z.string(), filename: z.string(), contentType: z.string() })),
  /** Moves an administrator made before every required document was accepted (internal, like the notes). */
  overrides: z.array(StatusOverrideSchema),
  overdue: z.boolean(),
  dueAt: z.iso.datetime().nullable(),
  /**
   * Why the documents and passport details are withheld from this operator (need to know): then
   * `documents` is empty and the travellers' passport numbers and dates of birth are masked. Null when shown.
   */
  withheld: z.string().nullable(),
  /**
   * Consents the traveller withdrew for this application (docs/privacy.md#withdrawal): without
   * application-processing it may only be cancelled; without embassy-sharing it may not go to the embassy.
   */
  consentsWithdrawn: z.array(z.enum(['application-processing', 'embassy-sharing'])),
  /** The issued visa's zone against the application, as checked when it was attached; null before any visa. */
  visaCheck: VisaFileCheckSchema.nullable(),
});
export type OpsApplication = z.infer<typeof OpsApplicationSchema>;

export const OpsStatusChangeSchema = z
  .object({
    status: ApplicationStatusSchema,
    note: note('Note').optional(),
    /** The status the operator saw: a move from any other answers 409 instead of overwriting. */
    from: ApplicationStatusSchema.optional(),
    /**
     * Administrators only: why the application may go to the embassy (or be approved) although some
     * required documents are not accepted. Without it such a move answers 409 naming the documents.
     */
    override: note('Override note').optional(),
  })
  .refine((value) => value.status !== 'rejected' || Boolean(value.note), {
    message: 'Give the reason for the rejection',
    path: ['note'],
  });
export type OpsStatusChange = z.input<typeof OpsStatusChangeSchema>;

export const ChecklistDecisionSchema = z
  .object({
    decision: z.enum(['accepted', 'rejected'], { error: 'Choose accepted or rejected' }),
    note: note('Note').optional(),
  })
  .refine((value) => value.decision === 'accepted' || Boolean(value.note), {
    message: 'Say why the document is rejected',
    path: ['note'],
  });
export type ChecklistDecision = z.input<typeof ChecklistDecisionSchema>;

export const NewNoteSchema = z.object({ body: requiredText('Note', 4000) });

export const OpsRefParamsSchema = z.object({ ref: z.string().min(1).max(40) });
export const OpsItemParamsSchema = OpsRefParamsSchema.extend({ itemId: z.string().min(1).max(64) });
/** Filters of the queue the operator came from: the desk's previous and next application follow them. */
export const QueueNeighboursQuerySchema = QueueQuerySchema.omit({ cursor: true, limit: true });
export const QueueNeighboursSchema = z.object({ previous: z.string().nullable(), next: z.string().nullable() });
export type QueueNeighbours = z.infer<typeof QueueNeighboursSchema>;

export const OpsDocumentParamsSchema = OpsRefParamsSchema.extend({ documentId: z.string().min(1).max(64) });

// ---- Contact inbox -----------------------------------------------------------------------------

export const INBOX_STATUSES = ['new', 'open', 'resolved'] as const;
export const InboxStatusSchema = z.enum(INBOX_STATUSES, { error: 'Choose new, open or resolved' });

export const InboxQuerySchema = z.object({
  status: InboxStatusSchema.optional(),
  subject: ContactSubjectSchema.optional(),
  cursor: CursorSchema.optional(),
  limit: pageSizeSchema(50, 200),
});

export const ContactReplySchema = z.object({
  id: z.string(),
  /** The operator who replied; null on a later message of the traveller (direction in). */
  operator: z.string().nullable(),
  body: z.string(),
  /** out: support's reply; in: the traveller wrote again (WhatsApp). */
  direction: z.enum(['in', 'out']),
  /** email; whatsapp (free text, inside the 24-hour window); whatsapp-template (outside it). */
  via: z.enum(['email', 'whatsapp', 'whatsapp-template']),
  createdAt: z.iso.datetime(),
});

export const InboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  subjectLabel: z.string(),
  message: z.string(),
  loginEmail: z.string().nullable(),
  loginMobile: z.string().nullable(),
  status: InboxStatusSchema,
  assignee: z.object({ id: z.string(), email: z.string() }).nullable(),
  replies: z.array(ContactReplySchema),
  /** form: the contact form (replies by e-mail); whatsapp: a WhatsApp conversation (replies on WhatsApp). */
  channel: z.enum(['form', 'whatsapp']),
  /**
   * A WhatsApp conversation: its number, the traveller's account when the number is one's verified mobile, and
   * WhatsApp's 24-hour customer-service window (free text until it closes, a template after).
   */
  whatsapp: z
    .object({
      from: z.string(),
      userId: z.string().nullable(),
      windowClosesAt: z.iso.datetime().nullable(),
      windowOpen: z.boolean(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;
/** GET /api/ops/contact, newest first, a page at a time. */
export const InboxListSchema = z.object({
  items: z.array(InboxMessageSchema),
  /** Asks for the next page (`?cursor=`, with the same filters); null on the last. */
  nextCursor: NextCursorSchema,
});
export type InboxList = z.infer<typeof InboxListSchema>;

export const InboxUpdateSchema = z
  .object({
    status: InboxStatusSchema.optional(),
    /** An operator's user id, or null to unassign. */
    assigneeId: z.string().min(1).max(64).nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.assigneeId !== undefined, 'Nothing to change');
export const InboxReplyBodySchema = z.object({ body: requiredText('Reply', 5000) });
export const IdParamSchema = z.object({ id: z.string().min(1).max(64) });

// ---- Users -------------------------------------------------------------------------------------

/**
 * A staff search's bounds: fragments need three characters (a trigram index answers them; shorter ones
 * would read every entry), and a search is at most 200 (no e-mail, name or reference is longer).
 */
export const USER_SEARCH_MIN = 3;
export const USER_SEARCH_MAX = 200;
export const UserSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(USER_SEARCH_MIN, `Type at least ${USER_SEARCH_MIN} characters`)
    .max(USER_SEARCH_MAX, `Type at most ${USER_SEARCH_MAX} characters`),
});
export const UserHitSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  role: RoleSchema,
  createdAt: z.iso.datetime(),
});
export const UserHitsSchema = z.object({ items: z.array(UserHitSchema) });

export const OpsUserApplicationSchema = z.object({
  ref: z.string(),
  status: ApplicationStatusSchema,
  statusLabel: z.string(),
  countryName: z.string(),
});
/** GET /api/ops/users/{id}/applications: the user's applications past the draft, newest first, a page at a time. */
export const OpsUserApplicationsQuerySchema = pageQuerySchema(50, 200);
export const OpsUserApplicationsSchema = z.object({
  items: z.array(OpsUserApplicationSchema),
  /** Asks for the next page (`?cursor=`); null on the last. */
  nextCursor: NextCursorSchema,
});
export type OpsUserApplications = z.infer<typeof OpsUserApplicationsSchema>;

export const OpsUserSchema = z.object({
  user: UserHitSchema.extend({
    emailVerified: z.boolean(),
    twoFAEnabled: z.boolean(),
    country: z.string().nullable(),
    /** Masked unless revealed (each reveal is audited). */
    passportNo: z.string().nullable(),
    pan: z.string().nullable(),
  }),
  /** The first page of the user's applications (GET /api/ops/users/{id}/applications has the rest). */
  applications: z.array(OpsUserApplicationSchema),
  /** The cursor of their next page; null when that was all. */
  applicationsNextCursor: NextCursorSchema,
  /** The balance and the first page of the ledger (GET /api/ops/users/{id}/wallet/transactions has the rest). */
  wallet: z.object({
    balance: RupeesSchema,
    transactions: z.array(WalletTransactionSchema),
    nextCursor: NextCursorSchema,
  }),
  referrals: z.object({ code: z.string(), referredBy: z.string().nullable(), referred: z.number().int() }),
  sessions: z.array(DeviceSchema),
});
export type OpsUser = z.infer<typeof OpsUserSchema>;

export const RevealSchema = z.object({ field: z.enum(['passportNo', 'pan'], { error: 'Choose passportNo or pan' }) });
export const RevealedSchema = z.object({ field: z.enum(['passportNo', 'pan']), value: z.string().nullable() });
export const UserSessionParamsSchema = IdParamSchema.extend({ sessionId: z.string().min(1).max(64) });

// ---- Admin -------------------------------------------------------------------------------------

export const WalletAdjustmentSchema = z.object({
  type: z.enum(['credit', 'debit'], { error: 'Choose credit or debit' }),
  amount: TransactionAmountSchema,
  reason: requiredText('Reason', 500),
  /** The same key again (a retried request) records nothing new. */
  idempotencyKey: z.string().min(8).max(100).optional(),
});
export const WalletAdjustedSchema = z.object({ transaction: WalletTransactionSchema, balance: RupeesSchema });

export const REFUND_KINDS = ['full', 'service-fee'] as const;
export const OpsRefundSchema = z.object({
  /** full: whatever of the payment is not refunded yet; service-fee: the service fee and its GST. */
  kind: z.enum(REFUND_KINDS, { error: 'Choose the full payment or the service fee and GST' }),
  /** provider: the part paid through the provider goes back there (the wallet part always to the wallet). */
  destination: z.enum(['wallet', 'provider'], { error: 'Choose the wallet or the payment provider' }),
  reason: requiredText('Reason', 500),
});
export type OpsRefund = z.infer<typeof OpsRefundSchema>;
export const OpsRefundedSchema = z.object({
  refunds: z.array(RefundSchema),
  /** True when this refund had been made already (a retried request): nothing new was given back. */
  replayed: z.boolean(),
});
export type OpsRefunded = z.infer<typeof OpsRefundedSchema>;

export const RoleChangeSchema = z.object({ role: RoleSchema });
export const RoleChangedSchema = z.object({ id: z.string(), role: RoleSchema });

export const AuditQuerySchema = z.object({
  operator: note('Operator', 200).optional(),
  target: note('Target', 200).optional(),
  action: note('Action', 100).optional(),
  cursor: CursorSchema.optional(),
  limit: pageSizeSchema(50, 200),
});
export const AuditRowSchema = z.object({
  id: z.string(),
  operator: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AuditRow = z.infer<typeof AuditRowSchema>;
/** GET /api/ops/audit, newest first, a page at a time. */
export const AuditListSchema = z.object({
  items: z.array(AuditRowSchema),
  /** Asks for the next page (`?cursor=`, with the same filters); null on the last. */
  nextCursor: NextCursorSchema,
});
export type AuditList = z.infer<typeof AuditListSchema>;

export const FailedJobSchema = z.object({
  id: z.string(),
  channel: z.string(),
  to: z.string(),
  purpose: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
/** GET /api/ops/jobs/failed, newest first, a page at a time. */
export const FailedJobsSchema = z.object({
  items: z.array(FailedJobSchema),
  /** Asks for the next page (`?cursor=`); null on the last. */
  nextCursor: NextCursorSchema,
});
export type FailedJobs = z.infer<typeof FailedJobsSchema>;

/** GET /api/ops/jobs/failed?cursor=…&limit=… (50 by default, at most 200). */
export const FailedJobsQuerySchema = pageQuerySchema(50, 200);

// ---- Retention ---------------------------------------------------------------------------------

/** GET /api/ops/retention: what the retention job deletes within the next `days` (docs/retention.md). */
export const RetentionDueQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be between 1 and 365')
    .max(365, 'Days must be between 1 and 365')
    .default(30),
  cursor: CursorSchema.optional(),
  limit: pageSizeSchema(50, 200),
});
export type RetentionDueQuery = z.input<typeof RetentionDueQuerySchema>;

export const RetentionDueSchema = z
  .object({
    policy: z.object({
      documentDays: z.number().int().describe('Days after the decision or cancellation'),
      draftDays: z.number().int().describe('Days a draft may stay unchanged'),
      noticeDays: z.number().int().describe('Days the traveller is told before'),
    }),
    days: z.number().int(),
    /** Asks for the next page (`?cursor=`, with the same days); null on the last. */
    nextCursor: NextCursorSchema,
    items: z.array(
      z.object({
        ref: z.string(),
        status: ApplicationStatusSchema,
        country: z.string(),
        kind: z.enum(['documents', 'draft']).describe("documents: a closed application's files; draft: a whole draft"),
        since: z.iso.datetime().describe('Decided or cancelled at; for a draft, its last change'),
        noticeSentAt: z.iso.datetime().nullable(),
        deleteOn: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'RetentionDue' });
export type RetentionDue = z.infer<typeof RetentionDueSchema>;
