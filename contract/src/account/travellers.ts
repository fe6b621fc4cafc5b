import { z } from 'zod';
import { RELATIONSHIP_REQUIRED, RELATIONSHIPS } from '../apply/applications';
import { NameSchema } from '../common';
import { isRealDate } from '../dates';
import { PASSPORT_PATTERN } from './profile';

/** Enough for a large family and its friends; a clear message says so when the list is full. */
export const SAVED_TRAVELLERS_MAX = 20;
export const SAVED_TRAVELLERS_FULL = `You can save up to ${SAVED_TRAVELLERS_MAX} travellers. Delete one to save another.`;
export const SAVED_TRAVELLER_PASSPORT_TAKEN = 'You already saved a traveller with this passport number';

/** A saved traveller's relationship to the account holder. "Self" is the account holder, kept in the profile. */
export const SAVED_RELATIONSHIPS = RELATIONSHIPS.filter(
  (relationship): relationship is Exclude<(typeof RELATIONSHIPS)[number], 'Self'> => relationship !== 'Self',
);

/** Blank or missing clears the field. */
const blankToNull = (value: string | null | undefined) => value?.trim() || null;

const optionalDate = (label: string) =>
  z
    .string({ error: `Enter the ${label} as YYYY-MM-DD` })
    .nullish()
    .transform(blankToNull)
    .refine((value) => !value || isRealDate(value), `Enter the ${label} as YYYY-MM-DD`);

/**
 * POST /api/travellers and PUT /api/travellers/{id}: a co-traveller the account keeps for its next applications.
 * A first name and a relationship are needed; the rest may be added later. Nationality is a country code from the
 * country list; dates are YYYY-MM-DD (date of birth in the past, passport expiry in the future: the server checks both).
 */
export const SavedTravellerInputSchema = z.object({
  firstName: NameSchema.min(1, 'Enter the first name'),
  lastName: NameSchema.default(''),
  relationship: z.enum(SAVED_RELATIONSHIPS, { error: RELATIONSHIP_REQUIRED }),
  dob: optionalDate('date of birth'),
  nationality: z
    .string({ error: 'Choose a nationality from the list' })
    .nullish()
    .transform(blankToNull)
    .refine((value) => !value || /^[A-Za-z]{2}$/.test(value), 'Choose a nationality from the list')
    .transform((value) => value?.toUpperCase() ?? null),
  passportNo: z
    .string({ error: 'Enter a valid passport number (6 to 9 letters or digits)' })
    .nullish()
    .transform((value) => blankToNull(value)?.toUpperCase().replace(/\s+/g, '') ?? null)
    .refine(
      (value) => !value || PASSPORT_PATTERN.test(value),
      'Enter a valid passport number (6 to 9 letters or digits)',
    ),
  passportExpiry: optionalDate('passport expiry date'),
});
export type SavedTravellerInput = z.input<typeof SavedTravellerInputSchema>;
export type SavedTravellerValues = z.output<typeof SavedTravellerInputSchema>;

export const SavedTravellerSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    relationship: z.enum(SAVED_RELATIONSHIPS),
    dob: z.string().nullable(),
    nationality: z.string().nullable().describe('ISO 3166-1 alpha-2 country code'),
    passportNo: z.string().nullable(),
    passportExpiry: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedTraveller' });
export type SavedTraveller = z.infer<typeof SavedTravellerSchema>;

/** GET /api/travellers: in the order they were saved, with the most the account can keep. */
export const SavedTravellerListSchema = z.object({ items: z.array(SavedTravellerSchema), max: z.number().int() });
export type SavedTravellerList = z.infer<typeof SavedTravellerListSchema>;

/** The Travellers page's form: every input as text ('' where nothing is entered), checked as the API checks it. */
export const SavedTravellerFormSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    relationship: z.string(),
    dob: z.string(),
    nationality: z.string(),
    passportNo: z.string(),
    passportExpiry: z.string(),
  })
  // A relationship still '' is refused by the API's schema with its own message.
  .transform((row) => row as SavedTravellerInput)
  .pipe(SavedTravellerInputSchema);
export type SavedTravellerForm = z.input<typeof SavedTravellerFormSchema>;
