import { z } from 'zod';
import { GSTIN_INVALID, isValidGstin } from '../apply/gst';
import { EmailSchema, IsoDateSchema, NameSchema } from '../common';
import { isRealDate, todayInIndia } from '../dates';
import { UserSchema } from '../user';

/** The marital status options, in display order (docs/product/my-account.md#profile). */
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed', 'Other'] as const;
export const MaritalStatusSchema = z.enum(MARITAL_STATUSES, { error: 'Choose a marital status from the list' });

/** Indian PAN: five letters, four digits, one letter (e.g. ABCDE1234F). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/** Passport numbers: 6 to 9 letters or digits (Indian passports: one letter and seven digits). */
export const PASSPORT_PATTERN = /^[A-Z0-9]{6,9}$/;
/** A mobile number as typed: 10 to 15 digits, optionally with a leading + (spaces and dashes ignored). */
export const MOBILE_PATTERN = /^\+?[0-9]{10,15}$/;

export const PASSPORT_EXPIRED = 'Passport expiry must be a future date';

/** Missing keeps the stored value; blank or null clears it. */
const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

/** Optional free text: blank or null clears the field, a missing key leaves it unchanged. */
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long`)
    .nullish()
    .transform(blankToNull);

/** Optional YYYY-MM-DD date with an extra rule; blank or null clears it, missing leaves it. */
const optionalDate = (label: string, rule?: { test: (date: string) => boolean; message: string }) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .nullish()
    .transform(blankToNull)
    .refine((value) => !value || isRealDate(value), `Enter a valid ${label.toLowerCase()} (YYYY-MM-DD)`)
    .refine((value) => !value || !rule || rule.test(value), rule?.message ?? '');

const optionalPattern = (pattern: { test(value: string): boolean }, message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? value.toUpperCase().replace(/\s+/g, '') : null))
    .refine((value) => !value || pattern.test(value), message);

/** A business GSTIN (format and check character); blank clears it, missing leaves it. */
export const OptionalGstinSchema = optionalPattern({ test: isValidGstin }, GSTIN_INVALID);

/** Blank or missing e-mail/mobile means "leave it as it is" (docs/product/my-account.md#profile: left out of the payload when blank). */
const BlankSchema = z.string().regex(/^\s*$/);
const leftOutWhenBlank = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .union([BlankSchema, schema])
    .nullish()
    .transform((value) => (value?.trim() ? (value as z.output<T>) : undefined));

export const ProfileMobileSchema = z
  .string({ error: 'Enter a valid mobile number' })
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .refine((value) => MOBILE_PATTERN.test(value), 'Enter a valid mobile number');

/**
 * PUT /api/profile body: the profile fields (docs/product/my-account.md#profile). A blank (or null) optional field clears it, a
 * missing one stays as it is; blank email/mobile are ignored. A new email or mobile is not applied at once: a 6-digit code is sent
 * to it and the change waits (profile.pendingEmail / pendingMobile) until POST /api/profile/verify-contact.
 * Unknown keys (e.g. avatarUrl) are ignored.
 */
export const ProfileUpdateSchema = z.object({
  firstName: NameSchema.min(1, 'Enter your first name'),
  lastName: NameSchema.optional(),
  email: leftOutWhenBlank(EmailSchema),
  mobile: leftOutWhenBlank(ProfileMobileSchema),
  dob: optionalDate('Date of birth', {
    test: (date) => date < todayInIndia() && date >= '1900-01-01',
    message: 'Date of birth must be in the past',
  }),
  nationality: optionalText(80, 'Nationality'),
  maritalStatus: z
    .union([z.literal(''), MaritalStatusSchema])
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  anniversary: optionalDate('Anniversary', {
    test: (date) => date <= todayInIndia() && date >= '1900-01-01',
    message: 'Anniversary cannot be in the future',
  }),
  address: optionalText(200, 'Address'),
  city: optionalText(80, 'City'),
  state: optionalText(80, 'State'),
  gstin: OptionalGstinSchema,
  passportNo: optionalPattern(PASSPORT_PATTERN, 'Enter a valid passport number (6 to 9 letters or digits)'),
  // Must be in the future when entered; the server checks that (a saved passport may expire later on,
  // and that must not block saving the rest of the profile).
  passportExpiry: optionalDate('Passport expiry'),
  issuingCountry: optionalText(80, 'Issuing country'),
  panCard: optionalPattern(PAN_PATTERN, 'Enter a valid PAN (format AAAAA9999A)'),
  domesticPlan: optionalText(1000, 'Domestic travel plan'),
  internationalPlan: optionalText(1000, 'International travel plan'),
  /**
   * Proof that the account holder is at the keyboard, needed only when the email or mobile changes
   * (a stolen session must not be able to take the account over): the current password, or a fresh
   * two-factor code when two-factor authentication is on.
   */
  currentPassword: z.string().max(200).optional(),
  twoFactorCode: z.string().max(20).optional(),
});
export const REAUTH_REQUIRED = 'Enter your current password to change your email or mobile';
export const REAUTH_WRONG_PASSWORD = 'Current password is incorrect';
export const REAUTH_WRONG_CODE = 'Invalid authentication code';
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdateParsed = z.output<typeof ProfileUpdateSchema>;

/** The profile. Empty fields are null. Dates are YYYY-MM-DD. */
export const ProfileSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    mobile: z.string().nullable().describe('E.164, e.g. +919876543210'),
    mobileVerified: z.boolean(),
    /** A new e-mail waiting for its code (sent to that address), or null. */
    pendingEmail: z.string().nullable(),
    /** A new mobile waiting for its code (sent by SMS), or null. */
    pendingMobile: z.string().nullable(),
    dob: IsoDateSchema.nullable(),
    nationality: z.string().nullable(),
    maritalStatus: MaritalStatusSchema.nullable(),
    anniversary: IsoDateSchema.nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    gstin: z.string().nullable().describe('A business GSTIN the tax invoices are made out to'),
    passportNo: z.string().nullable(),
    passportExpiry: IsoDateSchema.nullable(),
    issuingCountry: z.string().nullable(),
    panCard: z.string().nullable(),
    domesticPlan: z.string().nullable(),
    internationalPlan: z.string().nullable(),
    /** Same-origin URL of the uploaded avatar (owner only), the Google picture, or null. */
    avatarUrl: z.string().nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

/** GET /api/profile */
export const ProfileResponseSchema = z.object({ profile: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

/** PUT /api/profile, POST /api/profile/verify-contact, POST|DELETE /api/profile/avatar: the refreshed user too. */
export const ProfileSavedResponseSchema = z.object({ profile: ProfileSchema, user: UserSchema });
export type ProfileSavedResponse = z.infer<typeof ProfileSavedResponseSchema>;

/** POST /api/profile/verify-contact: the code sent to the pending e-mail or mobile. */
export const VerifyContactSchema = z.object({
  channel: z.enum(['email', 'mobile'], { error: 'Choose email or mobile' }),
  code: z
    .string({ error: 'Enter OTP' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type VerifyContact = z.input<typeof VerifyContactSchema>;

/** POST /api/profile/verify-contact/resend: a new code for the pending change (not within 30 s of the last). */
export const ResendContactSchema = z.object({
  channel: z.enum(['email', 'mobile'], { error: 'Choose email or mobile' }),
});
export type ResendContact = z.input<typeof ResendContactSchema>;

/**
 * POST /api/profile/avatar: multipart/form-data with one part `file` (JPEG, PNG, WebP or GIF, at most
 * 5 MB, checked by content). Stored as a 256×256 WebP; 413 when too large, 415 when not an image.
 */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AvatarParamsSchema = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) });
