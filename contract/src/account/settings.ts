import { z } from 'zod';
import { PasswordSchema } from '../common';

/** One live session of the user (docs/product/my-account.md#settings). current: the session making this call. */
export const DeviceSchema = z
  .object({
    id: z.string(),
    deviceName: z.string().nullable().describe("e.g. 'Chrome on Windows'; show 'Unknown Device' when null"),
    ip: z.string().nullable().describe("show '-' when null"),
    lastActive: z.iso.datetime(),
    current: z.boolean(),
    /** This browser gets push notifications (docs/channels.md#browser-push); the traveller's own list says. */
    push: z.boolean().optional(),
  })
  .meta({ id: 'Device' });
export type Device = z.infer<typeof DeviceSchema>;

/** GET /api/settings */
export const SettingsSchema = z
  .object({ devices: z.array(DeviceSchema), twoFAEnabled: z.boolean() })
  .meta({ id: 'Settings' });
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * POST /api/settings/change-password → { ok: true }. Wrong current password: 422
 * 'Current password is incorrect'. The user's other sessions are signed out.
 */
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(200),
    // An empty new password is asked for (docs/product/my-account.md#settings: all three fields required) before the length rule speaks.
    newPassword: z
      .string({ error: 'Enter a new password' })
      .min(1, { error: 'Enter a new password', abort: true })
      .pipe(PasswordSchema),
    confirmPassword: z.string({ error: 'Confirm your new password' }).min(1, 'Confirm your new password'),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: 'New passwords do not match',
    path: ['confirmPassword'],
  });
export type ChangePassword = z.input<typeof ChangePasswordSchema>;

/** A 6-digit authenticator code, or a recovery code (XXXXX-XXXXX) where the call allows one. */
export const TwoFactorCodeSchema = z
  .string({ error: 'Enter the code from your authenticator app' })
  .trim()
  .min(6, 'Enter the code from your authenticator app')
  .max(20, 'Enter the code from your authenticator app');

/**
 * POST /api/settings/toggle-2fa (docs/product/accounts.md#two-factor-authentication).
 * { enable: true }  → { enabled: false, secret, otpauthUrl, qrDataUrl }: enrolment started, not yet on.
 * { enable: false, code } → { enabled: false }: code is a current authenticator code or an unused recovery code.
 */
export const Toggle2faSchema = z.discriminatedUnion(
  'enable',
  [z.object({ enable: z.literal(true) }), z.object({ enable: z.literal(false), code: TwoFactorCodeSchema })],
  { error: 'Say whether to enable or disable two-factor authentication' },
);
export type Toggle2fa = z.input<typeof Toggle2faSchema>;

export const TwoFactorEnrolmentSchema = z
  .object({
    enabled: z.literal(false),
    /** Base32 secret for manual entry. */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** data:image/png;base64,… QR code of otpauthUrl. */
    qrDataUrl: z.string(),
  })
  .meta({ id: 'TwoFactorEnrolment' });
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolmentSchema>;

export const TwoFactorStateSchema = z.object({ enabled: z.boolean() });
export const Toggle2faResponseSchema = z.union([TwoFactorEnrolmentSchema, TwoFactorStateSchema]);
export type Toggle2faResponse = z.infer<typeof Toggle2faResponseSchema>;

/** POST /api/settings/2fa/confirm: the first code from the authenticator switches 2FA on. */
export const Confirm2faSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type Confirm2fa = z.input<typeof Confirm2faSchema>;

/** A code as typed into a settings dialog: an empty field asks for a code ('Enter OTP') before its shape is checked. */
const typedCode = (shape: z.ZodType<string, string>) =>
  z.string().trim().min(1, { error: 'Enter OTP', abort: true }).pipe(shape);

/** Recovery codes are compared loosely by the server (case, spaces, dashes); a form checks only their length. */
const SIX_DIGITS_OR_RECOVERY_CODE = /^(\d{6}|[A-Za-z0-9][A-Za-z0-9 -]{4,18}[A-Za-z0-9])$/;

/** The enrolment dialog's form: the body of POST /api/settings/2fa/confirm. */
export const ConfirmTwoFactorFormSchema = z.object({ code: typedCode(Confirm2faSchema.shape.code) });

/** The switch-off dialog's form: the code of POST /api/settings/toggle-2fa { enable: false, code }. */
export const DisableTwoFactorFormSchema = z.object({
  code: typedCode(
    z
      .string()
      .regex(SIX_DIGITS_OR_RECOVERY_CODE, 'Enter the 6-digit code or a recovery code')
      .pipe(TwoFactorCodeSchema),
  ),
});
export type TwoFactorCodeForm = z.input<typeof DisableTwoFactorFormSchema>;

export const RECOVERY_CODE_COUNT = 10;
/** 10 single-use recovery codes, shown only in this answer. */
export const Confirm2faResponseSchema = z.object({
  enabled: z.literal(true),
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type Confirm2faResponse = z.infer<typeof Confirm2faResponseSchema>;

/** DELETE /api/settings/device/{id} → { ok: true }; another user's or an unknown session → 404. */
