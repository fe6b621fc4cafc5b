import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gstOn } from '@contract/apply/pricing';
import { VISA_PURPOSES } from '@contract/catalogue';
import { z } from 'zod';

/** The destinations list; each destination's visa options are in visa-options/<slug>.json beside it. */
const CATALOGUE_FILE = fileURLToPath(new URL('../../../../data/catalogue/destinations.json', import.meta.url));

const rupees = z.number().int().min(0).max(10_000_000);

/** The card total is the government fee + the service fee + GST on the service fee, to the paisa. */
const addsUp = (option: { fee: number; governmentFee: number; serviceFee: number }) => {
  const servicePaise = option.serviceFee * 100;
  return Math.round(option.governmentFee * 100) + servicePaise + gstOn(servicePaise) === option.fee * 100;
};

const OptionEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    purpose: z.enum(VISA_PURPOSES),
    name: z.string().min(1),
    fee: rupees,
    /** Whole rupees, as an embassy states its fee: never a remainder of the total. */
    governmentFee: rupees,
    serviceFee: rupees,
    processingDays: z.number().int().min(1).max(365),
    validity: z.string().min(1),
    stay: z.string().min(1),
    eVisa: z.boolean(),
    estimate: z.boolean(),
    requirements: z.array(z.string().min(1)).min(1),
  })
  .refine(addsUp, { message: 'fee must equal governmentFee + serviceFee + 18% GST on the service fee' });

const DestinationCardSchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  image: z.string().startsWith('/'),
  price: rupees,
  eVisa: z.boolean(),
  processingDays: z.number().int().min(1).max(365),
  estimate: z.boolean(),
});

const DestinationsFileSchema = z.object({
  currency: z.literal('INR'),
  destinations: z.array(DestinationCardSchema).min(1),
});

const SourceSchema = z.object({ name: z.string().min(1), url: z.string().url() });

/** Where a destination's fees and documents were checked; without one, our own catalogue is the source. */
const OptionsFileSchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/),
  summary: z.string(),
  source: SourceSchema.optional(),
  verifiedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  options: z.array(OptionEntrySchema).min(1),
});

const DestinationEntrySchema = DestinationCardSchema.extend({
  summary: z.string(),
  source: SourceSchema.optional(),
  verifiedAt: z.string().optional(),
  options: z.array(OptionEntrySchema),
});
type DestinationEntry = z.infer<typeof DestinationEntrySchema>;
export interface CatalogueFile {
  currency: 'INR';
  destinations: DestinationEntry[];
}

function parseFile<T>(schema: z.ZodType<T>, file: string): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid catalogue file ${file}:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** Reads and checks the catalogue data files; a malformed file stops start-up with the reason. */
export function readCatalogueFile(file = CATALOGUE_FILE): CatalogueFile {
  const list = parseFile(DestinationsFileSchema, file);
  const destinations = list.destinations.map((card) => {
    const optionsFile = path.join(path.dirname(file), 'visa-options', `${card.slug}.json`);
    const details = parseFile(OptionsFileSchema, optionsFile);
    if (details.code !== card.code) throw new Error(`Invalid catalogue file ${optionsFile}: code is not ${card.code}`);
    return {
      ...card,
      summary: details.summary,
      source: details.source,
      verifiedAt: details.verifiedAt,
      options: details.options,
    };
  });
  return { currency: list.currency, destinations };
}
