/** Each traveller's attached passport against what the application says (issue 31, documents against each other). */
import { z } from 'zod';
import { PassportReadingSchema, VisaReadingSchema } from '../account/passport-reading';

export const PASSPORT_MATCH_FIELDS = [
  'passportNo',
  'lastName',
  'firstName',
  'dob',
  'passportExpiry',
  'nationality',
] as const;
export const PassportMatchFieldSchema = z.enum(PASSPORT_MATCH_FIELDS);
export type PassportMatchField = z.infer<typeof PassportMatchFieldSchema>;

export const PassportFieldMatchSchema = z.object({
  field: PassportMatchFieldSchema,
  label: z.string().describe('The field as the messages name it (English)'),
  typed: z.string().nullable().describe('What the application says (nationality as ISO 3166 alpha-2)'),
  read: z.string().nullable().describe("What the passport's zone says (nationality as ISO 3166 alpha-2)"),
  ok: z.boolean(),
});
export type PassportFieldMatch = z.infer<typeof PassportFieldMatchSchema>;

/**
 * none: no passport attached to the traveller's checklist; unread: attached but never read; unreadable: no zone
 * could be read (`problem` says why), or not every check digit passed (nothing is compared); read: every check
 * digit passed.
 */
export const PASSPORT_STATES = ['none', 'unread', 'unreadable', 'read'] as const;

export const TravellerPassportCheckSchema = z.object({
  travellerId: z.string(),
  name: z.string(),
  documentId: z.string().nullable(),
  state: z.enum(PASSPORT_STATES),
  readAt: z.string().nullable(),
  problem: z.string().nullable().describe('Why no zone could be read from the picture, when none could'),
  mrz: PassportReadingSchema.shape.mrz.nullable().describe('What was read, also when not every check passed'),
  matches: z.array(PassportFieldMatchSchema),
  validity: z
    .string()
    .nullable()
    .describe("The destination's passport-validity rule refusing the expiry read from the zone, else null"),
});
export type TravellerPassportCheck = z.infer<typeof TravellerPassportCheckSchema>;

export const PASSPORT_PROBLEM_CODES = ['mismatch', 'validity', 'duplicate'] as const;

export const PassportCheckSchema = z
  .object({
    travellers: z.array(TravellerPassportCheckSchema),
    problems: z
      .array(
        z.object({
          travellerId: z.string(),
          code: z.enum(PASSPORT_PROBLEM_CODES),
          field: z.string().describe('The field key the submit check answers it under'),
          text: z.string(),
        }),
      )
      .describe('What refuses payment'),
    warnings: z
      .array(z.object({ travellerId: z.string(), text: z.string() }))
      .describe('Passports that could not be read: shown, never blocking'),
  })
  .meta({ id: 'PassportCheck' });
export type PassportCheck = z.infer<typeof PassportCheckSchema>;

export const UNREADABLE_PASSPORT_WARNING =
  'We could not read the attached passport: a clearer photo helps the embassy too';

/**
 * read: the issued visa's zone (MRV-A) was read and every check passed, so it is compared; unreadable: a zone was
 * found but not every check passed (nothing compared); no-zone: the file holds no visa zone we could find.
 */
export const VISA_CHECK_STATES = ['read', 'unreadable', 'no-zone'] as const;

/** The issued visa's zone against the application (docs/documents.md#documents-against-each-other). */
export const VisaFileCheckSchema = z
  .object({
    state: z.enum(VISA_CHECK_STATES),
    message: z.string().describe('What was compared, or why nothing was (English, like the console)'),
    mrz: VisaReadingSchema.shape.mrz.nullable().describe("What the visa's zone says; null when withheld or none"),
    holder: z
      .object({ travellerId: z.string(), name: z.string() })
      .nullable()
      .describe('The traveller the zone was compared with: the one whose details it matches best'),
    matches: z.array(PassportFieldMatchSchema).describe('`read` is what the visa says'),
    warnings: z.array(z.string()).describe('Mismatches: the approval asks to confirm them; never a refusal'),
    checkedAt: z.iso.datetime(),
  })
  .meta({ id: 'VisaFileCheck' });
export type VisaFileCheck = z.infer<typeof VisaFileCheckSchema>;
