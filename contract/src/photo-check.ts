import { z } from 'zod';
import { FactSourceInputSchema, VerifiedDateSchema, versionField } from './catalogue-facts';
import { NextCursorSchema, pageQuerySchema } from './paging';

/** The visa photo check (DESIGN 14): a destination's photo specification and what a photo lacks against it. */

export const PHOTO_PROBLEM_CODES = [
  'too-small',
  'wrong-aspect',
  'background',
  'no-face',
  'several-faces',
  'off-centre',
  'head-size',
  'too-dark',
  'blurred',
] as const;
export type PhotoProblemCode = (typeof PHOTO_PROBLEM_CODES)[number];

/** Problems a crop and resize can mend (the "Fix it for me" button); the others need a new photo. */
export const FRAMING_PROBLEMS: ReadonlySet<PhotoProblemCode> = new Set(['wrong-aspect', 'off-centre', 'head-size']);

const share = z.number().min(0.05, 'Give a share between 0.05 and 1').max(1, 'Give a share between 0.05 and 1');

export const PhotoSpecBodySchema = z.object({
  name: z.string().trim().min(1, 'Name the specification').max(120, 'Keep the name under 120 characters'),
  /** ISO country codes of the destinations it applies to; '*' for every destination without its own. */
  countries: z
    .array(z.string().regex(/^([A-Z]{2}|\*)$/, 'Give destinations as two-letter codes, or * for the default'))
    .min(1, 'Name at least one destination, or * for the default'),
  widthMm: z.number().min(10, 'Give the width in mm (10–100)').max(100, 'Give the width in mm (10–100)'),
  heightMm: z.number().min(10, 'Give the height in mm (10–100)').max(100, 'Give the height in mm (10–100)'),
  minWidthPx: z.number().int().min(100, 'Give at least 100 pixels').max(4000, 'Give at most 4000 pixels'),
  minHeightPx: z.number().int().min(100, 'Give at least 100 pixels').max(4000, 'Give at most 4000 pixels'),
  background: z.string().trim().min(1, 'Name the background colour').max(80, 'Keep the background short'),
  minBackgroundLightness: z
    .number()
    .min(0, 'Give a lightness from 0 to 100')
    .max(100, 'Give a lightness from 0 to 100'),
  headMin: share,
  headMax: share,
});

export const PhotoSpecSchema = PhotoSpecBodySchema.extend({
  id: z.string(),
  source: z.object({ name: z.string(), url: z.string() }),
  verifiedAt: z.string().describe('YYYY-MM-DD'),
  unverified: z.boolean().describe('No source we could reach confirms it'),
}).meta({ id: 'PhotoSpec' });
export type PhotoSpec = z.infer<typeof PhotoSpecSchema>;

export const PhotoProblemSchema = z.object({ code: z.enum(PHOTO_PROBLEM_CODES), message: z.string() });
export type PhotoProblem = z.infer<typeof PhotoProblemSchema>;

export const PhotoCheckResponseSchema = z
  .object({
    ok: z.boolean(),
    spec: PhotoSpecSchema,
    problems: z.array(PhotoProblemSchema),
    /** Whether "Fix it for me" can mend every problem (a crop and resize). */
    fixable: z.boolean(),
  })
  .meta({ id: 'PhotoCheck' });
export type PhotoCheckResponse = z.infer<typeof PhotoCheckResponseSchema>;

// ---- The console ----

export const OpsPhotoSpecSchema = PhotoSpecSchema.extend({ version: z.number().int(), updatedAt: z.string() }).meta({
  id: 'OpsPhotoSpec',
});
export type OpsPhotoSpec = z.infer<typeof OpsPhotoSpecSchema>;
export const OpsPhotoSpecsSchema = z.object({ items: z.array(OpsPhotoSpecSchema) });

export const PhotoSpecIdParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{2,60}$/, 'Give the id of a photo specification'),
});

/** An admin's edit: the specification, its source and the date it was checked are all required. */
export const PhotoSpecEditSchema = PhotoSpecBodySchema.extend({
  source: FactSourceInputSchema,
  verifiedAt: VerifiedDateSchema,
  unverified: z.boolean().default(false),
  /** The version the editor opened; absent only when adding a specification. */
  version: versionField.optional(),
})
  .refine((spec) => spec.headMin < spec.headMax, {
    message: 'The least head share must be below the greatest',
    path: ['headMin'],
  })
  .meta({ id: 'PhotoSpecEdit' });
export type PhotoSpecEdit = z.input<typeof PhotoSpecEditSchema>;

export const PhotoSpecChangeSchema = z.object({
  id: z.number().int(),
  specId: z.string(),
  actor: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
/** `?cursor=&limit=` of a specification's history. */
export const PhotoSpecHistoryQuerySchema = pageQuerySchema(50, 200);
/** GET /api/ops/photo-specs/{id}/history: newest change first, a page at a time. */
export const PhotoSpecHistorySchema = z.object({
  items: z.array(PhotoSpecChangeSchema),
  /** Asks for the next page (`?cursor=`); null on the last. */
  nextCursor: NextCursorSchema,
});
export type PhotoSpecHistory = z.infer<typeof PhotoSpecHistorySchema>;

// ---- The web form ----

export const PHOTO_ACCEPT = '.jpg,.jpeg,.png';
export const NO_PHOTO_FILE = 'Choose a photo to check.';
export const NO_PHOTO_DESTINATION = 'Choose the country you are applying to.';

/** The check's form as the page fills it: a destination and one JPEG or PNG. */
export const PhotoCheckFormSchema = z.object({
  destination: z.string().regex(/^[A-Z]{2}$/, NO_PHOTO_DESTINATION),
  file: z
    .custom<File | null>()
    .pipe(z.custom<File>((value) => value instanceof Blob && 'name' in value, NO_PHOTO_FILE))
    .refine(
      (file) => PHOTO_ACCEPT.split(',').some((extension) => file.name.toLowerCase().endsWith(extension)),
      'This is not a photo: choose a JPEG or PNG image.',
    ),
});
export type PhotoCheckFormInput = z.input<typeof PhotoCheckFormSchema>;
export type PhotoCheckFormValues = z.output<typeof PhotoCheckFormSchema>;
