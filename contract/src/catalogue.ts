import { z } from 'zod';

export * from './catalogue-rules';

import { REQUIREMENT_CATEGORIES, VISA_PURPOSES } from './catalogue-rules';
import { isRealDate } from './dates';

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
    nameHi: z.string().optional().describe('The name in Hindi (i18n-iso-countries), also among the aliases'),
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
    requirement: z
      .object({
        category: z.enum(REQUIREMENT_CATEGORIES),
        days: z.number().int().optional(),
      })
      .describe('What an Indian passport needs, operator overrides included'),
  })
  .meta({ id: 'Destination' });
export type Destination = z.infer<typeof DestinationSchema>;
export const DestinationsResponseSchema = z.object({ items: z.array(DestinationSchema) });
export type DestinationsResponse = z.infer<typeof DestinationsResponseSchema>;

export const FactSourceSchema = z
  .object({ name: z.string(), url: z.string().describe('Absolute URL, or a path on this site') })
  .meta({ id: 'FactSource' });

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
    source: FactSourceSchema,
    verifiedAt: z.string().describe('Date the fee, times and documents were last checked (YYYY-MM-DD)'),
  })
  .meta({ id: 'VisaOption' });
export type VisaOption = z.infer<typeof VisaOptionSchema>;
export const VisaOptionResponseSchema = z.object({ option: VisaOptionSchema });

export const RequirementSchema = z
  .object({
    category: z.enum(REQUIREMENT_CATEGORIES),
    days: z.number().int().optional().describe('Visa-free stay in days, when the data gives one'),
    summary: z.string(),
    asOf: z.string().describe('Date of the requirements data (YYYY-MM-DD)'),
    source: FactSourceSchema,
    verifiedAt: z.string().describe('Date the requirement was last checked (YYYY-MM-DD)'),
    note: z.string().optional().describe("An operator's note on a corrected requirement"),
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

/** What a passport needs for a destination before it is put in words: the shipped data, or an operator's override. */
export const RequirementRuleSchema = z
  .object({
    category: z.enum(REQUIREMENT_CATEGORIES),
    days: z.number().int().optional().describe('Visa-free stay in days, when the data gives one'),
    source: FactSourceSchema.optional().describe("An override's source; absent for the shipped data"),
    verifiedAt: z.string().optional().describe("The date an override's source was checked (YYYY-MM-DD)"),
    note: z.string().optional().describe("An operator's note on a corrected requirement"),
  })
  .meta({ id: 'RequirementRule' });

export const DestinationParamsSchema = z.object({ slug: z.string().min(1).max(80) });

/** Everything a destination page (/visa/<slug>) shows, from the live catalogue. */
export const DestinationPageSchema = z
  .object({
    destination: DestinationSchema,
    options: z.array(VisaOptionSchema).describe('Every visa option of the destination, all purposes'),
    requirement: RequirementRuleSchema.nullable().describe(
      'What an Indian passport needs, an override winning over the shipped data; null when the data has no answer',
    ),
  })
  .meta({ id: 'DestinationPage' });
export type DestinationPage = z.infer<typeof DestinationPageSchema>;
