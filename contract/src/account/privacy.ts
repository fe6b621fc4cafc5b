import { z } from 'zod';
import { CONSENT_PURPOSES } from './notices';

/** Consent and data-access schemas (docs/privacy.md); the notices, and the purposes they ask for, are in notices.ts. */

export const ConsentPurposeSchema = z.enum(CONSENT_PURPOSES, { error: 'Choose what the consent is for' });

/** web: given in the web app (cookie session); api: through the API with a bearer token or without a browser. */
export const CONSENT_CHANNELS = ['web', 'api'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** The consents an application needs before it can be submitted. */
export const SUBMISSION_PURPOSES = ['application-processing', 'embassy-sharing'] as const;

/** An application a consent concerns, as the privacy page needs it to explain a withdrawal. */
export const ConsentApplicationSchema = z.object({
  ref: z.string(),
  status: z.string(),
  /** Submitted and paid, not decided or cancelled yet: withdrawing stops the work; cancelling follows the refund policy. */
  open: z.boolean(),
});

export const ConsentSchema = z
  .object({
    id: z.string(),
    purpose: ConsentPurposeSchema,
    /** The country an embassy-sharing (or application) consent names; null for marketing. */
    destination: z.string().nullable(),
    application: ConsentApplicationSchema.nullable(),
    status: z.enum(['granted', 'withdrawn']),
    noticeVersion: z.string(),
    channel: z.enum(CONSENT_CHANNELS),
    grantedAt: z.iso.datetime(),
    withdrawnAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Consent' });
export type Consent = z.infer<typeof ConsentSchema>;

/** Kinds of access to a traveller's data that the console audits and the traveller may see. */
export const DATA_ACCESS_KINDS = ['reveal-passport', 'reveal-pan', 'document-view'] as const;

export const DataAccessSchema = z
  .object({
    id: z.string(),
    at: z.iso.datetime(),
    /** The role the operator acted in (support or admin); null for the command line or entries older than roles were recorded. */
    role: z.string().nullable(),
    kind: z.enum(DATA_ACCESS_KINDS),
    /** The application whose document was opened, for document-view. */
    applicationRef: z.string().nullable(),
  })
  .meta({ id: 'DataAccess' });
export type DataAccess = z.infer<typeof DataAccessSchema>;

/** GET /api/account/privacy */
export const PrivacyOverviewSchema = z
  .object({
    consents: z.array(ConsentSchema),
    /** True while a marketing consent is granted: the one source for sending this account marketing e-mail. */
    marketing: z.boolean(),
    /** Newest first, at most 100. */
    access: z.array(DataAccessSchema),
  })
  .meta({ id: 'PrivacyOverview' });
export type PrivacyOverview = z.infer<typeof PrivacyOverviewSchema>;

/**
 * POST /api/account/privacy/consents: give a consent under the current notice. Marketing for the account;
 * application-processing and embassy-sharing for one of the caller's applications (ref).
 */
export const GrantConsentSchema = z.discriminatedUnion(
  'purpose',
  [
    z.object({ purpose: z.literal('marketing') }),
    z.object({
      purpose: z.enum(SUBMISSION_PURPOSES),
      ref: z.string({ error: 'Name the application' }).trim().min(1, 'Name the application').max(40),
    }),
  ],
  { error: 'Choose what the consent is for' },
);
export type GrantConsent = z.input<typeof GrantConsentSchema>;

/** The consents given on the apply wizard's review step, sent with POST /api/applications/{ref}/submit. */
export const SubmissionConsentsSchema = z.object({
  processing: z.boolean({ error: 'Say whether you agree to the processing of this application' }),
  embassySharing: z.boolean({ error: 'Say whether you agree to sharing with the embassy or visa centre' }),
});
export type SubmissionConsents = z.infer<typeof SubmissionConsentsSchema>;

/** 422 when an application is submitted without its consents. */
export const CONSENT_REQUIRED_MESSAGE =
  'Agree to the processing of this application and to sharing it with the embassy or visa centre to submit it.';

/** "Download my data": asked for again with the account's password (a fresh confirmation). */
export const EXPORT_PASSWORD_REQUIRED = 'Enter your password to download your data';
export const EXPORT_WRONG_PASSWORD = 'Password is incorrect';
export const EXPORT_NO_PASSWORD =
  "To download your data, first set a password with 'Forgot password' on the login page.";
export const EXPORT_TOO_OFTEN = 'You have asked for your data several times today. Try again tomorrow.';
export const DataExportRequestSchema = z.object({
  password: z.string({ error: EXPORT_PASSWORD_REQUIRED }).min(1, EXPORT_PASSWORD_REQUIRED).max(200),
});
export type DataExportRequest = z.infer<typeof DataExportRequestSchema>;
export const DataExportQueuedSchema = z.object({ queued: z.literal(true), linkValidHours: z.number().int() });
export const ExportTokenParamsSchema = z.object({ token: z.string().min(1).max(100) });

/** "Delete my account" (docs/privacy.md#delete-my-account): confirmed with the password, like the export. */
export const DELETE_PASSWORD_REQUIRED = 'Enter your password to delete your account';
export const DELETE_NO_PASSWORD =
  "To delete your account, first set a password with 'Forgot password' on the login page.";
export const DELETE_OPEN_APPLICATION =
  'You have a paid application in progress. Cancel it first (the refund policy applies) or wait until it is decided, then delete your account.';
export const DELETE_PAYMENT_IN_FLIGHT =
  'A payment of yours is still being processed. Wait until it completes or fails, then delete your account.';
export const AccountDeletionRequestSchema = z.object({
  password: z.string({ error: DELETE_PASSWORD_REQUIRED }).min(1, DELETE_PASSWORD_REQUIRED).max(200),
});
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequestSchema>;
export const AccountDeletedSchema = z.object({ deleted: z.literal(true) });
