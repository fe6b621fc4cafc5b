/** The trip check (DESIGN 13): a trip in, a verdict per stop with reasons and sources out; and the rules behind it. */
import { z } from 'zod';
import { FactSourceSchema, VisaOptionSchema, VisaPurposeSchema } from './catalogue';
import { REQUIREMENT_CATEGORIES } from './catalogue-rules';
import { isRealDate } from './dates';

export const MAX_TRIP_LEGS = 8;
export const MAX_PREVIOUS_STAYS = 20;

const countryCode = (label: string) =>
  z
    .string({ error: `Choose ${label}` })
    .trim()
    .regex(/^[A-Za-z]{2}$/, `Choose ${label} from the list`)
    .transform((value) => value.toUpperCase());

const tripDate = (label: string) =>
  z
    .string({ error: `Enter the ${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} as YYYY-MM-DD`)
    .refine(isRealDate, `The ${label} is not a real date`);

export const HELD_DOCUMENT_KINDS = ['visa', 'residence'] as const;
export type HeldDocumentKind = (typeof HELD_DOCUMENT_KINDS)[number];

export const HeldDocumentSchema = z.object({
  kind: z.enum(HELD_DOCUMENT_KINDS, { error: 'Choose visa or residence permit' }),
  country: countryCode('the country that issued it'),
  validUntil: tripDate('date it is valid until'),
});
export type HeldDocument = z.infer<typeof HeldDocumentSchema>;

export const TripLegSchema = z.object({
  country: countryCode('the country of this stop'),
  arrive: tripDate('arrival date'),
  depart: tripDate('departure date'),
  transit: z.boolean().optional().describe('A change of planes without entering the country (airside)'),
});
export type TripLeg = z.infer<typeof TripLegSchema>;

/** An earlier stay (for Schengen's 90 days in any 180). */
export const PreviousStaySchema = z.object({
  country: countryCode('the country of this earlier stay'),
  arrive: tripDate('arrival date'),
  depart: tripDate('departure date'),
});
export type PreviousStay = z.infer<typeof PreviousStaySchema>;

export const TripCheckRequestSchema = z
  .object({
    passport: countryCode('the country of your passport'),
    passportExpiry: tripDate('passport expiry date').optional(),
    blankPages: z.number().int().min(0, 'Blank pages cannot be negative').max(100).optional(),
    held: z.array(HeldDocumentSchema).max(10, 'Enter at most 10 visas or permits').default([]),
    purpose: VisaPurposeSchema.default('tourist'),
    legs: z
      .array(TripLegSchema)
      .min(1, 'Add at least one stop')
      .max(MAX_TRIP_LEGS, `A trip can have at most ${MAX_TRIP_LEGS} stops`),
    previousStays: z
      .array(PreviousStaySchema)
      .max(MAX_PREVIOUS_STAYS, `Enter at most ${MAX_PREVIOUS_STAYS} earlier stays`)
      .default([])
      .describe('Stays already made, counted in Schengen’s 90 days in any 180'),
  })
  .meta({ id: 'TripCheckRequest' });
export type TripCheckRequest = z.input<typeof TripCheckRequestSchema>;
export type Trip = z.output<typeof TripCheckRequestSchema>;

export const TRIP_VERDICTS = ['ready', 'action-needed', 'not-allowed'] as const;
export type TripVerdict = (typeof TRIP_VERDICTS)[number];

/** A requirement category, plus the two a change of planes can have. */
export const TRIP_CATEGORIES = [...REQUIREMENT_CATEGORIES, 'transit-without-visa', 'airport-transit-visa'] as const;
export type TripCategory = (typeof TRIP_CATEGORIES)[number];

/** How much a reason weighs: `ok` is a fact in the traveller's favour, `action` needs doing, `refused` blocks the trip. */
export const REASON_LEVELS = ['ok', 'info', 'action', 'refused'] as const;
export type ReasonLevel = (typeof REASON_LEVELS)[number];

export const TripReasonSchema = z
  .object({
    code: z.string().describe('Stable code, e.g. stay-too-long, held-document, schengen-over-limit'),
    level: z.enum(REASON_LEVELS),
    text: z.string().describe('Plain words in the request’s language'),
    source: FactSourceSchema,
    verifiedAt: z.string().describe('When the fact was last checked (YYYY-MM-DD)'),
    stale: z.boolean().describe('Checked longer ago than the staleness age: may be out of date'),
    unverified: z.boolean().describe('Not confirmed against a source: not to be relied on'),
  })
  .meta({ id: 'TripReason' });
export type TripReason = z.infer<typeof TripReasonSchema>;

export const TripLegAnswerSchema = z.object({
  country: z.string(),
  countryName: z.string(),
  arrive: z.string(),
  depart: z.string(),
  transit: z.boolean(),
  days: z.number().int().describe('Days in the country, the arrival and departure days included'),
  verdict: z.enum(TRIP_VERDICTS),
  requirement: z.object({ category: z.enum(TRIP_CATEGORIES), days: z.number().int().optional() }),
  options: z.array(VisaOptionSchema).describe('Visa options to buy for this stop; none when none is needed'),
  reasons: z.array(TripReasonSchema),
});
export type TripLegAnswer = z.infer<typeof TripLegAnswerSchema>;

export const SchengenAnswerSchema = z.object({
  daysUsed: z.number().int().describe('Most days inside any 180-day window that ends on a day of this trip'),
  daysLeft: z.number().int(),
  windowStart: z.string(),
  windowEnd: z.string(),
  limitReachedOn: z.string().nullable().describe('The 90th day in the window, when the trip reaches it'),
  mainDestination: z
    .object({ country: z.string(), basis: z.enum(['longest-stay', 'first-entry']) })
    .nullable()
    .describe('The member state whose consulate takes the visa application'),
  reasons: z.array(TripReasonSchema),
});
export type SchengenAnswer = z.infer<typeof SchengenAnswerSchema>;

export const TripCheckResponseSchema = z
  .object({
    verdict: z.enum(TRIP_VERDICTS),
    verifiedAt: z.string().describe('The oldest date on which a fact of this answer was checked'),
    legs: z.array(TripLegAnswerSchema),
    passport: z.object({ verdict: z.enum(TRIP_VERDICTS), reasons: z.array(TripReasonSchema) }),
    schengen: SchengenAnswerSchema.optional(),
  })
  .meta({ id: 'TripCheckResult' });
export type TripCheckResponse = z.infer<typeof TripCheckResponseSchema>;

// ---- The rules (stored in the database, one row each) ----

const CountryList = z.array(z.string().regex(/^[A-Z]{2}$/)).min(1);
const HeldMatchSchema = z.object({
  kinds: z.array(z.enum(HELD_DOCUMENT_KINDS)).min(1),
  countries: CountryList,
  /** Months the held document must still be valid on arrival. */
  minValidityMonths: z.number().int().min(0).max(60).default(0),
});
export type HeldMatch = z.infer<typeof HeldMatchSchema>;

export const TripRuleBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('held-document'),
    held: HeldMatchSchema,
    grants: z.object({ category: z.enum(REQUIREMENT_CATEGORIES), days: z.number().int().min(1).optional() }),
  }),
  z.object({ kind: z.literal('purpose'), covers: z.array(VisaPurposeSchema).min(1) }),
  z.object({ kind: z.literal('stay'), days: z.number().int().min(1).max(365) }),
  z.object({
    kind: z.literal('passport'),
    monthsBeyond: z.number().int().min(0).max(24),
    from: z.enum(['arrival', 'departure']),
    /** Departure from the whole Schengen area rather than from this country (Schengen Borders Code). */
    schengenExit: z.boolean().default(false),
    blankPages: z.number().int().min(0).max(10).optional(),
    issuedWithinYears: z.number().int().min(1).max(20).optional(),
  }),
  z.object({
    kind: z.literal('transit'),
    mode: z.enum(['airside-allowed', 'airport-transit-visa', 'visa-required']),
    exemptions: z.array(HeldMatchSchema).default([]),
  }),
  z.object({
    kind: z.literal('schengen'),
    members: CountryList,
    maxDays: z.number().int().min(1).max(365),
    windowDays: z.number().int().min(1).max(730),
    /** Where the rule "apply to the main destination's consulate, else the first entry's" is stated. */
    consulate: z.object({
      source: z.object({ name: z.string().min(1), url: z.string().min(1) }),
      verifiedAt: tripDate('date the source was checked'),
    }),
  }),
]);
export type TripRuleBody = z.infer<typeof TripRuleBodySchema>;
export type TripRuleKind = TripRuleBody['kind'];

export const TripRuleSchema = z.object({
  id: z.string().regex(/^[a-z0-9:*-]{3,80}$/),
  /** The passport the rule is for; '*' for every passport. */
  passport: z.string().regex(/^([A-Z]{2}|\*)$/),
  /** The destination or transit country; '*' for the default (passport rules), 'SCHENGEN' for the area. */
  country: z.string().regex(/^([A-Z]{2}|\*|SCHENGEN)$/),
  rule: TripRuleBodySchema,
  note: z.string().max(500).default(''),
  source: z.object({
    name: z.string().trim().min(1, 'Name the source'),
    url: z.string().trim().min(1, 'Link the source'),
  }),
  verifiedAt: tripDate('date the source was checked'),
  /** True when no source confirms it yet: shown as unverified, never as fact. */
  unverified: z.boolean().default(false),
});
export type TripRule = z.output<typeof TripRuleSchema>;

// ---- An application's trip check (the apply wizard's and the console's "ready to fly" panel) ----

export const ApplicationTripCheckSchema = z
  .object({
    verdict: z.enum(TRIP_VERDICTS).describe('The worst verdict among the travellers'),
    travellers: z.array(
      z.object({
        travellerId: z.string(),
        name: z.string(),
        /** The passport country checked (the traveller's nationality, else India). */
        passport: z.string(),
        passportExpiry: z.string().nullable(),
        answer: TripCheckResponseSchema,
      }),
    ),
  })
  .meta({ id: 'ApplicationTripCheck' });
export type ApplicationTripCheck = z.infer<typeof ApplicationTripCheckSchema>;

// ---- Saved trips (signed-in travellers; alerts when a rule behind the verdict changes) ----

export const MAX_SAVED_TRIPS = 50;

export const SaveTripSchema = z
  .object({
    name: z
      .string({ error: 'Name the trip' })
      .trim()
      .min(1, 'Name the trip')
      .max(80, 'Use at most 80 characters for the name'),
    trip: TripCheckRequestSchema,
  })
  .meta({ id: 'SaveTrip' });
export type SaveTrip = z.input<typeof SaveTripSchema>;

/** A trip as stored and given back (the request's shape, defaults filled). */
export const StoredTripSchema = z.object({
  passport: z.string(),
  passportExpiry: z.string().optional(),
  blankPages: z.number().int().optional(),
  held: z.array(z.object({ kind: z.enum(HELD_DOCUMENT_KINDS), country: z.string(), validUntil: z.string() })),
  purpose: VisaPurposeSchema,
  legs: z.array(
    z.object({ country: z.string(), arrive: z.string(), depart: z.string(), transit: z.boolean().optional() }),
  ),
  previousStays: z.array(z.object({ country: z.string(), arrive: z.string(), depart: z.string() })),
});

export const SavedTripSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    trip: StoredTripSchema,
    verdict: z.enum(TRIP_VERDICTS).describe('The verdict under today’s rules'),
    savedVerdict: z.enum(TRIP_VERDICTS).describe('The verdict when the trip was saved'),
    createdAt: z.string(),
  })
  .meta({ id: 'SavedTrip' });
export type SavedTrip = z.infer<typeof SavedTripSchema>;

export const SavedTripListSchema = z.object({ items: z.array(SavedTripSchema) }).meta({ id: 'SavedTripList' });
export const SavedTripParamsSchema = z.object({ id: z.string().min(1).max(64) });
