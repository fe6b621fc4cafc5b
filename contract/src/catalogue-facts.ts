import { z } from 'zod';
import { REQUIREMENT_CATEGORIES } from './catalogue-rules';
import { isRealDate, todayInIndia } from './dates';

/** Operators' edits of the catalogue facts: requirement overrides, visa options, destinations. */

const countryCode = (label: string) =>
  z
    .string({ error: `Enter the ${label} as a two-letter country code` })
    .trim()
    .regex(/^[A-Za-z]{2}$/, `Enter the ${label} as a two-letter country code`)
    .transform((value) => value.toUpperCase());

export const VerifiedDateSchema = z
  .string({ error: 'Enter the date the fact was verified as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date the fact was verified as YYYY-MM-DD')
  .refine(isRealDate, 'The verified date is not a real date')
  // India's day, as the console's form fills it in: between India's midnight and UTC's it is already tomorrow in UTC terms.
  .refine((value) => value <= todayInIndia(), 'The verified date cannot be in the future');

export const FactSourceInputSchema = z.object({
  name: z.string({ error: 'Name the source' }).trim().min(1, 'Name the source').max(200, 'Keep the source name short'),
  url: z
    .string({ error: 'Give the address of the source' })
    .trim()
    .refine(
      (value) => /^https?:\/\/[^\s]+$/.test(value) || /^\/[^\s]*$/.test(value),
      'Give the address of the source (https://… or a page of this site)',
    ),
});

/** The version the editor last saw: an edit naming an older one answers 409. */
export const versionField = z.number({ error: 'Give the version you edited' }).int().min(1);

export const RequirementOverrideInputSchema = z
  .object({
    passport: countryCode('passport country'),
    destination: countryCode('destination'),
    category: z.enum(REQUIREMENT_CATEGORIES, {
      error: 'Choose visa-free, visa-on-arrival, eta, e-visa, visa-required or no-admission',
    }),
    days: z.number().int().min(1, 'Enter at least 1 day').max(3650, 'Enter at most 3650 days').optional(),
    note: z.string().trim().max(500, 'Keep the note under 500 characters').default(''),
    source: FactSourceInputSchema,
    verifiedAt: VerifiedDateSchema,
    /** Absent when creating an override; the current version when changing one. */
    version: versionField.optional(),
  })
  .refine((input) => input.days === undefined || input.category === 'visa-free', {
    message: 'Days apply only to visa-free entry',
    path: ['days'],
  });
export type RequirementOverrideInput = z.infer<typeof RequirementOverrideInputSchema>;

const rupeePaise = (label: string) =>
  z
    .number({ error: `Enter the ${label} in paise` })
    .int(`Enter the ${label} in whole paise`)
    .min(0, `The ${label} cannot be negative`)
    .max(1_000_000_000, `The ${label} is too large`);

export const VisaOptionEditSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name of the visa').max(120),
  governmentFeePaise: rupeePaise('government fee'),
  serviceFeePaise: rupeePaise('service fee'),
  processingDays: z.number().int().min(1, 'Enter at least 1 working day').max(365, 'Enter at most 365 working days'),
  validity: z.string().trim().min(1, 'Enter the validity').max(120),
  stay: z.string().trim().min(1, 'Enter the length of stay').max(120),
  requirements: z
    .array(z.string().trim().min(1, 'A document cannot be empty').max(300))
    .min(1, 'List at least one document'),
  eVisa: z.boolean(),
  estimate: z.boolean(),
  source: FactSourceInputSchema,
  verifiedAt: VerifiedDateSchema,
  version: versionField,
});
export type VisaOptionEdit = z.infer<typeof VisaOptionEditSchema>;

export const DestinationEditSchema = z.object({
  name: z.string().trim().min(1, 'Enter the name').max(120),
  image: z
    .string()
    .trim()
    .regex(/^\/[^\s]+$/, 'Give the picture as a path on this site, e.g. /images/x.svg'),
  pricePaise: rupeePaise('display price'),
  eVisa: z.boolean(),
  summary: z.string().trim().max(300, 'Keep the summary under 300 characters'),
  version: versionField,
});
export type DestinationEdit = z.infer<typeof DestinationEditSchema>;

export const CATALOGUE_ENTITIES = ['override', 'option', 'destination'] as const;
export type CatalogueEntity = (typeof CATALOGUE_ENTITIES)[number];

export const CatalogueChangeSchema = z
  .object({
    id: z.number().int(),
    entity: z.enum(CATALOGUE_ENTITIES),
    entryKey: z.string(),
    actor: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    revertOf: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CatalogueChange' });
export type CatalogueChange = z.infer<typeof CatalogueChangeSchema>;
