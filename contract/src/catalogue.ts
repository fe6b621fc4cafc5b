import { z } from 'zod';

/** The five search purposes (SPEC 2.3), in the order the purpose chips show them. */
export const VISA_PURPOSES = ['tourist', 'business', 'family', 'student', 'transit'] as const;
export type VisaPurpose = (typeof VISA_PURPOSES)[number];

/** Chip and list labels of the purposes (SPEC 2.3) and of the visa types (SPEC 3). */
export const PURPOSE_LABELS: Record<VisaPurpose, string> = {
  tourist: 'Tourist',
  business: 'Business',
  family: 'Family',
  student: 'Student',
  transit: 'Transit',
};
export const visaTypeLabel = (purpose: VisaPurpose) => `${PURPOSE_LABELS[purpose]} Visa`;

/** Countries that get the E-VISA chip (SPEC 3); every other country gets VISA. */
export const E_VISA_COUNTRIES: ReadonlySet<string> = new Set([
  'AE',
  'TR',
  'LK',
  'IN',
  'KE',
  'KH',
  'VN',
  'TH',
  'MY',
  'ID',
  'QA',
]);

/** Processing time assumed for a country outside the catalogue (SPEC 2.3 fallback: 6 days). */
export const DEFAULT_PROCESSING_DAYS = 6;

/** Date of the passport-index requirements data, shown with every requirement answer. */
export const REQUIREMENTS_AS_OF = '2025-01-12';

export const VisaPurposeSchema = z.enum(VISA_PURPOSES, {
  error: 'Choose a visa purpose: tourist, business, family, student or transit',
});

const countryCodeField = (label: string) =>
  z
    .string({ error: `Choose ${label}` })
    .trim()
    .min(1, `Choose ${label}`)
    .regex(/^[A-Za-z]{2}$/, `Choose ${label} from the list`)
    .transform((value) => value.toUpperCase());

const isoDateField = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} as YYYY-MM-DD`)
    .refine(isRealDate, `The ${label} is not a real date`);

export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

export const MAX_START_DAYS_AHEAD = 730;

/**
 * Server-side date rules of a search. "Today" is the caller's earliest possible calendar date
 * (UTC−12), so a date is refused only when it is already in the past everywhere.
 */
export function searchDateIssues(
  start: string | undefined,
  end: string | undefined,
  now = new Date(),
): Record<string, string> {
  const issues: Record<string, string> = {};
  const earliestToday = new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
  if (end && !start) issues.start = 'Choose the visa start date';
  if (start) {
    if (daysBetween(earliestToday, start) < 0) issues.start = 'The visa start date is in the past';
    else if (daysBetween(earliestToday, start) > MAX_START_DAYS_AHEAD)
      issues.start = 'The visa start date can be at most 2 years ahead';
  }
  if (start && end && daysBetween(start, end) <= 0) issues.end = 'The visa end date must be after the start date';
  return issues;
}

export const VisaSearchQuerySchema = z.object({
  from: countryCodeField('where you are starting from'),
  to: countryCodeField('your destination'),
  type: VisaPurposeSchema.default('tourist'),
  start: isoDateField('visa start date').optional(),
  end: isoDateField('visa end date').optional(),
});
export type VisaSearchQuery = z.infer<typeof VisaSearchQuerySchema>;

export const CountrySchema = z
  .object({
    code: z.string().describe('ISO 3166-1 alpha-2 (XK for Kosovo)'),
    name: z.string(),
    flag: z.string().describe('Emoji flag'),
    aliases: z.array(z.string()).describe('Abbreviations, other names, major cities and holiday places'),
    eVisa: z.boolean().describe('Gets the E-VISA chip'),
    processingDays: z.number().int().describe('Working days to get a tourist visa (catalogue, or the default)'),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof CountrySchema>;
export const CountriesResponseSchema = z.object({ items: z.array(CountrySchema) });
export type CountriesResponse = z.infer<typeof CountriesResponseSchema>;

export const DestinationSchema = z
  .object({
    country: z.string().describe('ISO code of the destination'),
    code: z.string(),
    slug: z.string(),
    name: z.string(),
    flag: z.string(),
    image: z.string(),
    price: z.number().describe('Display price ("from"), in rupees'),
    currency: z.string(),
    eVisa: z.boolean(),
    processingDays: z.number().int(),
    summary: z.string(),
  })
  .meta({ id: 'Destination' });
export type Destination = z.infer<typeof DestinationSchema>;
export const DestinationsResponseSchema = z.object({ items: z.array(DestinationSchema) });
export type DestinationsResponse = z.infer<typeof DestinationsResponseSchema>;

export const VisaOptionSchema = z
  .object({
    id: z.string(),
    country: z.string().describe('ISO code of the destination'),
    countryName: z.string(),
    type: VisaPurposeSchema,
    visaType: z.string().describe('e.g. "Tourist Visa"'),
    name: z.string().describe('The product, e.g. "Tourist e-Visa, 60 days"'),
    currency: z.string(),
    fee: z.number().describe('Rupees, including the service charge'),
    processingDays: z.number().int().describe('Working days'),
    processing: z.string().describe('e.g. "4 working days"'),
    validity: z.string(),
    stay: z.string(),
    requirements: z.array(z.string()),
    eVisa: z.boolean().describe('Applied for online'),
    estimate: z.boolean().describe('Fee and times are estimates still to be confirmed'),
  })
  .meta({ id: 'VisaOption' });
export type VisaOption = z.infer<typeof VisaOptionSchema>;
export const VisaOptionResponseSchema = z.object({ option: VisaOptionSchema });

export const REQUIREMENT_CATEGORIES = [
  'visa-free',
  'visa-on-arrival',
  'eta',
  'e-visa',
  'visa-required',
  'no-admission',
] as const;
export type RequirementCategory = (typeof REQUIREMENT_CATEGORIES)[number];

export const RequirementSchema = z
  .object({
    category: z.enum(REQUIREMENT_CATEGORIES),
    days: z.number().int().optional().describe('Visa-free stay in days, when the data gives one'),
    summary: z.string(),
    asOf: z.string().describe('Date of the requirements data (YYYY-MM-DD)'),
  })
  .meta({ id: 'VisaRequirement' });
export type Requirement = z.infer<typeof RequirementSchema>;

const CountryRefSchema = z.object({ code: z.string(), name: z.string(), flag: z.string() });

export const VisaSearchResponseSchema = z
  .object({
    origin: CountryRefSchema,
    destination: CountryRefSchema.extend({ slug: z.string().nullable() }),
    route: z.string().describe('"origin → destination"'),
    type: VisaPurposeSchema,
    start: z.string().nullable(),
    end: z.string().nullable(),
    requirement: RequirementSchema,
    options: z.array(VisaOptionSchema),
  })
  .meta({ id: 'VisaSearchResult' });
export type VisaSearchResponse = z.infer<typeof VisaSearchResponseSchema>;

export const VisaOptionParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** "4 working days" / "1 working day". */
export const processingText = (days: number) => `${days} working day${days === 1 ? '' : 's'}`;
