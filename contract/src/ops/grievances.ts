import { z } from 'zod';
import { GrievanceTopicSchema } from '../grievances';
import { CursorSchema, NextCursorSchema, pageQuerySchema, pageSizeSchema } from '../paging';

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label.toLowerCase()}` })
    .trim()
    .min(1, `Enter ${label.toLowerCase()}`)
    .max(max, `${label} is too long (at most ${max} characters)`);

// ---- Grievance cases ---------------------------------------------------------------------------

export const GRIEVANCE_STATUSES = ['new', 'acknowledged', 'resolved'] as const;
export const GrievanceStatusSchema = z.enum(GRIEVANCE_STATUSES, { error: 'Choose new, acknowledged or resolved' });

export const GrievanceQuerySchema = z.object({
  status: GrievanceStatusSchema.optional(),
  overdue: z.enum(['true', 'false'], { error: 'Overdue is true or false' }).optional(),
  cursor: CursorSchema.optional(),
  limit: pageSizeSchema(100, 200),
});
export type GrievanceQuery = z.input<typeof GrievanceQuerySchema>;

export const GrievanceNoteSchema = z.object({
  id: z.string(),
  author: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});

export const GrievanceCaseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  topic: GrievanceTopicSchema,
  topicLabel: z.string(),
  details: z.string(),
  applicationRef: z.string().nullable(),
  lang: z.enum(['en', 'hi']),
  status: GrievanceStatusSchema,
  createdAt: z.iso.datetime(),
  acknowledgeBy: z.iso.datetime(),
  resolveBy: z.iso.datetime(),
  acknowledgedAt: z.iso.datetime().nullable(),
  acknowledgedBy: z.string().nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  resolvedBy: z.string().nullable(),
  resolution: z.string().nullable(),
  /** Past the deadline of the step still open (acknowledging, then resolving). */
  overdue: z.boolean(),
  /** The deadline of the step still open; null once resolved. */
  nextDeadline: z.object({ step: z.enum(['acknowledge', 'resolve']), dueAt: z.iso.datetime() }).nullable(),
  notes: z.array(GrievanceNoteSchema),
  reminders: z.array(z.object({ stage: z.string(), sentAt: z.iso.datetime() })),
});
export type GrievanceCase = z.infer<typeof GrievanceCaseSchema>;
/** GET /api/ops/grievances: open cases by their next deadline, then resolved ones newest first, a page at a time. */
export const GrievanceListSchema = z.object({
  items: z.array(GrievanceCaseSchema),
  /** Asks for the next page (`?cursor=`, with the same filters); null on the last. */
  nextCursor: NextCursorSchema,
});
export type GrievanceList = z.infer<typeof GrievanceListSchema>;

export const GrievanceNoteBodySchema = z.object({ body: text('Note', 5000) });
export const GrievanceResolveBodySchema = z.object({ reply: text('Reply', 5000) });

// ---- Personal-data breaches --------------------------------------------------------------------

/** The categories of personal data this product holds, as a breach record and its notices name them. */
export const BREACH_DATA_CATEGORIES = [
  { code: 'identity', label: 'Names and dates of birth' },
  { code: 'contact', label: 'E-mail addresses and mobile numbers' },
  { code: 'passport', label: 'Passport details' },
  { code: 'documents', label: 'Uploaded documents (passport scans, statements, letters)' },
  { code: 'photos', label: 'Photographs' },
  { code: 'financial', label: 'PAN and payment records' },
  { code: 'travel', label: 'Travel plans and applications' },
  { code: 'account', label: 'Account credentials and sessions' },
] as const;
export type BreachDataCategory = (typeof BREACH_DATA_CATEGORIES)[number]['code'];
const CATEGORY_CODES = BREACH_DATA_CATEGORIES.map((c) => c.code) as [BreachDataCategory, ...BreachDataCategory[]];
export const BreachDataCategorySchema = z.enum(CATEGORY_CODES, { error: 'Choose a data category from the list' });
export const breachCategoryLabel = (code: string) =>
  BREACH_DATA_CATEGORIES.find((category) => category.code === code)?.label ?? code;

/** The Data Protection Board's detailed report is due this long after the breach became known. */
export const BREACH_REPORT_HOURS = 72;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`)
    .nullish()
    .transform((value) => value || null);

const moment = (label: string) => z.iso.datetime({ offset: true, error: `Enter ${label} as a date and time` });

export const BreachCreateSchema = z
  .object({
    title: text('Title', 200),
    description: text('What happened', 5000),
    descriptionHi: optionalText('The Hindi text', 5000),
    occurredAt: moment('when it happened').optional(),
    discoveredAt: moment('when it was discovered'),
    categories: z.array(BreachDataCategorySchema).min(1, 'Choose at least one data category'),
    location: text('Where it happened', 1000),
    likelyImpact: text('Likely impact', 5000),
    measures: text('Measures taken', 5000),
    causes: optionalText('Causes', 5000),
    findings: optionalText('Findings', 5000),
    remedialMeasures: optionalText('Remedial measures', 5000),
  })
  .superRefine((value, ctx) => {
    const discovered = Date.parse(value.discoveredAt);
    if (discovered > Date.now() + 60_000) {
      ctx.addIssue({ code: 'custom', path: ['discoveredAt'], message: 'Discovery cannot be in the future' });
    }
    if (value.occurredAt && Date.parse(value.occurredAt) > discovered) {
      ctx.addIssue({
        code: 'custom',
        path: ['occurredAt'],
        message: 'It cannot have happened after it was discovered',
      });
    }
  });
export type BreachCreate = z.output<typeof BreachCreateSchema>;
export type BreachCreateInput = z.input<typeof BreachCreateSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

/** Who a breach affected: named accounts, or everyone who uploaded a document in a period (India's days, inclusive). */
export const BreachAffectedBodySchema = z.discriminatedUnion(
  'by',
  [
    z.object({
      by: z.literal('emails'),
      emails: z
        .array(z.string().trim().toLowerCase().max(254))
        .min(1, 'Enter at least one e-mail address')
        .max(5000, 'At most 5,000 addresses at a time'),
    }),
    z
      .object({ by: z.literal('documents-uploaded'), from: isoDay, to: isoDay })
      .refine((value) => value.from <= value.to, { path: ['to'], message: 'The end comes before the start' }),
  ],
  { error: 'Pick travellers by e-mail or by documents uploaded' },
);
export type BreachAffectedBody = z.infer<typeof BreachAffectedBodySchema>;

export const BreachAffectedResultSchema = z.object({
  added: z.number().int(),
  alreadyListed: z.number().int(),
  /** Addresses with no account here. */
  unknown: z.array(z.string()),
});

export const BreachSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  description: z.string(),
  descriptionHi: z.string().nullable(),
  occurredAt: z.iso.datetime().nullable(),
  discoveredAt: z.iso.datetime(),
  categories: z.array(z.string()),
  location: z.string(),
  likelyImpact: z.string(),
  measures: z.string(),
  causes: z.string().nullable(),
  findings: z.string().nullable(),
  remedialMeasures: z.string().nullable(),
  reportDueAt: z.iso.datetime(),
  reportedAt: z.iso.datetime().nullable(),
  /** The Board's report is not yet marked sent and the 72 hours have passed. */
  reportOverdue: z.boolean(),
  createdBy: z.string(),
  createdAt: z.iso.datetime(),
  affected: z.number().int(),
  notified: z.number().int(),
});
export type Breach = z.infer<typeof BreachSchema>;
/** GET /api/ops/breaches: the register, newest discovery first, a page at a time. */
export const BreachListQuerySchema = pageQuerySchema(50, 200);
export const BreachListSchema = z.object({
  items: z.array(BreachSchema),
  /** Asks for the next page (`?cursor=`); null on the last. */
  nextCursor: NextCursorSchema,
});
export type BreachList = z.infer<typeof BreachListSchema>;

export const BreachTravellerSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  language: z.enum(['en', 'hi']),
  pickedBy: z.string(),
  notifiedAt: z.iso.datetime().nullable(),
});
/** GET /api/ops/breaches/{id}/travellers: the affected travellers in the order they were added, a page at a time. */
export const BreachTravellersQuerySchema = pageQuerySchema(50, 200);
export const BreachTravellersSchema = z.object({
  items: z.array(BreachTravellerSchema),
  /** Asks for the next page (`?cursor=`); null on the last. */
  nextCursor: NextCursorSchema,
});
export type BreachTraveller = z.infer<typeof BreachTravellerSchema>;
export type BreachTravellers = z.infer<typeof BreachTravellersSchema>;

export const BreachDetailSchema = BreachSchema.extend({
  /** The first page of the affected travellers (GET /api/ops/breaches/{id}/travellers has the rest). */
  travellers: z.array(BreachTravellerSchema),
  /** The cursor of their next page; null when that was all. */
  travellersNextCursor: NextCursorSchema,
});
export type BreachDetail = z.infer<typeof BreachDetailSchema>;

export const BreachNotifyResultSchema = z.object({ sent: z.number().int(), alreadySent: z.number().int() });

/**
 * The report to the Data Protection Board (DPDP Rules 2025, rule 7(2)(b); docs/grievances-and-breaches.md):
 * nature, extent, timing and location of the breach, its likely impact, the measures taken, and whom to contact.
 */
export const BreachReportSchema = z.object({
  reference: z.string(),
  dataFiduciary: z.string(),
  contact: z.object({ name: z.string(), role: z.string(), email: z.string(), address: z.string() }),
  nature: z.object({ title: z.string(), description: z.string() }),
  extent: z.object({ dataCategories: z.array(z.string()), dataPrincipalsAffected: z.number().int() }),
  timing: z.object({
    occurredAt: z.iso.datetime().nullable(),
    discoveredAt: z.iso.datetime(),
    reportDueAt: z.iso.datetime(),
  }),
  location: z.string(),
  likelyImpact: z.string(),
  measures: z.string(),
  causes: z.string().nullable(),
  findings: z.string().nullable(),
  remedialMeasures: z.string().nullable(),
  intimations: z.object({
    affected: z.number().int(),
    notified: z.number().int(),
    firstNotifiedAt: z.iso.datetime().nullable(),
    lastNotifiedAt: z.iso.datetime().nullable(),
  }),
  preparedAt: z.iso.datetime(),
});
export type BreachReport = z.infer<typeof BreachReportSchema>;
