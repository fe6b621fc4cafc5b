import { z } from 'zod';
import { CATALOGUE_ENTITIES, CatalogueChangeSchema } from '../catalogue-facts';
import { CursorSchema, NextCursorSchema, pageSizeSchema } from '../paging';

/** The console's view of the catalogue: the stored facts with the version each edit must name. */

const SourceSchema = z.object({ name: z.string(), url: z.string() });

export const OpsVisaOptionSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  name: z.string(),
  /** Null until the split was recorded. */
  governmentFeePaise: z.number().int().nullable(),
  serviceFeePaise: z.number().int().nullable(),
  feesPaise: z.number().int(),
  processingDays: z.number().int(),
  validity: z.string(),
  stay: z.string(),
  requirements: z.array(z.string()),
  eVisa: z.boolean(),
  estimate: z.boolean(),
  source: SourceSchema,
  verifiedAt: z.string(),
  version: z.number().int(),
});
export type OpsVisaOption = z.infer<typeof OpsVisaOptionSchema>;

export const OpsDestinationSchema = z.object({
  code: z.string(),
  name: z.string(),
  image: z.string(),
  pricePaise: z.number().int(),
  eVisa: z.boolean(),
  summary: z.string(),
  version: z.number().int(),
  options: z.array(OpsVisaOptionSchema),
});
export type OpsDestination = z.infer<typeof OpsDestinationSchema>;

export const OpsOverrideSchema = z.object({
  passport: z.string(),
  destination: z.string(),
  category: z.string(),
  days: z.number().int().nullable(),
  note: z.string(),
  source: SourceSchema,
  verifiedAt: z.string(),
  version: z.number().int(),
});
export type OpsOverride = z.infer<typeof OpsOverrideSchema>;

export const OpsCatalogueSchema = z.object({
  destinations: z.array(OpsDestinationSchema),
  overrides: z.array(OpsOverrideSchema),
});
export type OpsCatalogue = z.infer<typeof OpsCatalogueSchema>;

export const DestinationCodeParamsSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Give a two-letter country code')
    .transform((v) => v.toUpperCase()),
});
export const OptionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const OverrideParamsSchema = z.object({
  passport: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Give a two-letter country code')
    .transform((v) => v.toUpperCase()),
  destination: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Give a two-letter country code')
    .transform((v) => v.toUpperCase()),
});
export const OverrideRemovalQuerySchema = z.object({
  version: z.coerce.number({ error: 'Give the version you removed' }).int().min(1, 'Give the version you removed'),
});
export const ChangeIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Give the number of the change' }).int().min(1, 'Give the number of the change'),
});

export const CatalogueHistoryQuerySchema = z.object({
  entity: z.enum(CATALOGUE_ENTITIES, { error: 'Choose override, option or destination' }).optional(),
  entryKey: z.string().trim().max(100).optional(),
  cursor: CursorSchema.optional(),
  limit: pageSizeSchema(50, 200),
});
/** GET /api/ops/catalogue/history, newest change first, a page at a time. */
export const CatalogueHistorySchema = z.object({
  items: z.array(CatalogueChangeSchema),
  /** Asks for the next page (`?cursor=`, with the same filters); null on the last. */
  nextCursor: NextCursorSchema,
});
export type CatalogueHistory = z.infer<typeof CatalogueHistorySchema>;

export const ChangeSavedSchema = z.object({ changeId: z.number().int() });

export const ContradictionsSchema = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['option-not-needed', 'option-no-admission', 'chip-not-e-visa', 'trip-rule']),
      country: z.string(),
      optionId: z.string().optional(),
      ruleId: z.string().optional(),
      message: z.string(),
    }),
  ),
});
