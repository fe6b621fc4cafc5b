import { z } from 'zod';

/**
 * What is checked in a passport's zone (ICAO 9303 TD3): the fields that carry a check digit, the composite over
 * them, the fields that must hold a known code (sex, nationality, issuing state), and the names, which carry no
 * check digit: their line must have been read at its exact length of 44 characters.
 */
export const CHECKED_FIELDS = [
  'names',
  'documentNumber',
  'birthDate',
  'expiryDate',
  'personalNumber',
  'composite',
  'sex',
  'nationality',
  'issuingState',
] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

const isoDateOrNull = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable()
  .describe('YYYY-MM-DD; null when the zone holds no real date there');

/**
 * What the two lines at the bottom of a passport's photo page say (docs/documents.md#passport-reading).
 * `valid` is true only when every check digit passes; otherwise the fields are as read and `checks` say which
 * could not be read: such a reading is never to be taken as the passport's.
 */
export const PassportReadingSchema = z
  .object({
    mrz: z.object({
      documentNumber: z.string(),
      surname: z.string(),
      givenNames: z.string(),
      nationality: z.string().describe('ICAO 9303 three-letter code'),
      birthDate: isoDateOrNull.describe('YYYY-MM-DD; the century is the one that puts the birth in the past'),
      sex: z.enum(['F', 'M', 'X']),
      expiryDate: isoDateOrNull.describe('YYYY-MM-DD, always 20xx'),
      issuingState: z.string().describe('ICAO 9303 three-letter code'),
    }),
    valid: z.boolean(),
    checks: z.array(z.object({ field: z.enum(CHECKED_FIELDS), ok: z.boolean() })),
    lines: z.tuple([z.string(), z.string()]),
  })
  .meta({ id: 'PassportReading' });
export type PassportReading = z.infer<typeof PassportReadingSchema>;

/** The answer when a picture holds no zone to read: what to do instead. */
export const NO_ZONE_FOUND =
  'We could not find the two lines at the bottom of the photo page. Photograph the whole page, flat, in good light.';

/** What is checked in a visa's zone (ICAO 9303 part 7, MRV-A): no personal number and no composite there. */
export const VISA_CHECKED_FIELDS = [
  'names',
  'documentNumber',
  'birthDate',
  'expiryDate',
  'sex',
  'nationality',
  'issuingState',
] as const;

/**
 * What the two lines of an issued visa's zone say (MRV-A: 2 lines of 44, line 1 starting `V`; line 2's first 28
 * characters laid out as a passport's). `documentNumber` is the visa's number; `optionalData` (positions 29–44 of
 * line 2) is at the issuing state's discretion. `valid` only when every check passes.
 */
export const VisaReadingSchema = z
  .object({
    mrz: z.object({
      documentNumber: z.string(),
      surname: z.string(),
      givenNames: z.string(),
      nationality: z.string(),
      birthDate: isoDateOrNull,
      sex: z.enum(['F', 'M', 'X']),
      expiryDate: isoDateOrNull,
      issuingState: z.string(),
      optionalData: z.string(),
    }),
    valid: z.boolean(),
    checks: z.array(z.object({ field: z.enum(VISA_CHECKED_FIELDS), ok: z.boolean() })),
    lines: z.tuple([z.string(), z.string()]),
  })
  .meta({ id: 'VisaReading' });
export type VisaReading = z.infer<typeof VisaReadingSchema>;
