import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VISA_PURPOSES } from '@contract/catalogue';
import { z } from 'zod';

export const CATALOGUE_FILE = fileURLToPath(new URL('../../../../data/catalogue/destinations.json', import.meta.url));

const rupees = z.number().int().min(0).max(10_000_000);

const OptionEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  purpose: z.enum(VISA_PURPOSES),
  name: z.string().min(1),
  fee: rupees,
  processingDays: z.number().int().min(1).max(365),
  validity: z.string().min(1),
  stay: z.string().min(1),
  eVisa: z.boolean(),
  estimate: z.boolean(),
  requirements: z.array(z.string().min(1)).min(1),
});

const DestinationEntrySchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  image: z.string().startsWith('/'),
  price: rupees,
  eVisa: z.boolean(),
  processingDays: z.number().int().min(1).max(365),
  summary: z.string(),
  estimate: z.boolean(),
  options: z.array(OptionEntrySchema).min(1),
});

export const CatalogueFileSchema = z.object({
  currency: z.literal('INR'),
  destinations: z.array(DestinationEntrySchema).min(1),
});
export type CatalogueFile = z.infer<typeof CatalogueFileSchema>;
export type DestinationEntry = z.infer<typeof DestinationEntrySchema>;

/** Reads and checks the catalogue data file; a malformed file stops start-up with the reason. */
export function readCatalogueFile(file = CATALOGUE_FILE): CatalogueFile {
  const parsed = CatalogueFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid catalogue file ${file}:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
