import { z } from 'zod';
import { OTP_LENGTH } from './auth-limits';
import { EmailSchema, LoginPasswordSchema, NameSchema, PasswordSchema } from './common';
import { UserSchema } from './user';

export const OtpSchema = z
  .string({ error: 'Enter OTP' })
  .trim()
  .min(1, 'Enter OTP')
  .max(OTP_LENGTH, `OTP has at most ${OTP_LENGTH} digits`)
  .regex(/^\d+$/, 'OTP has digits only');

/** Any way of writing a mobile number; the server normalises it (Indian 10-digit numbers get +91). */
export const MobileSchema = z
  .string({ error: 'Enter mobile number' })
  .trim()
  .min(1, 'Enter mobile number')
  .max(20, 'Enter a valid mobile number');

const OptionalText = (max: number) => z.string().trim().max(max).optional();

// --- e-mail codes --------------------------------------------------------------------------

export const SendOtpBodySchema = z.object({
  email: EmailSchema,
  /** signup (default): code before sign-up; verify-email: code for an existing, unverified account. */
  purpose: z.enum(['signup', 'verify-email']).default('signup'),
});
export type SendOtpBody = z.input<typeof SendOtpBodySchema>;

export const VerifyOtpBodySchema = z.object({ email: EmailSchema, otp: OtpSchema });
export type VerifyOtpBody = z.infer<typeof VerifyOtpBodySchema>;

export const SuccessMessageSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessage = z.infer<typeof SuccessMessageSchema>;

// --- sign-up and log-in --------------------------------------------------------------------

/** The web app sends the whole form (docs/product/accounts.md#sign-up); confirmPassword, agree and country are accepted and checked. */
export const RegisterBodySchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string().max(200).optional(),
    firstName: NameSchema.min(1, 'First name is required'),
    lastName: NameSchema.min(1, 'Last name is required'),
    country: OptionalText(80),
    agree: z.boolean().optional(),
    /** The sign-up notice's optional marketing box (unticked by default): true records a marketing consent. */
    marketing: z.boolean().optional(),
    /** Referral code from /signup?ref=CODE. */
    ref: OptionalText(20),
    /**
     * The e-mailed sign-up code: sign-up checks it and creates the account in one step. Without it the code must
     * have been checked with POST /api/verify-otp (docs/product/accounts.md#codes) in the last 30 minutes.
     */
    otp: OtpSchema.optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    path: ['confirmPassword'],
    message: 'Passwords do not match. Please re-enter.',
  });
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const LoginBodySchema = z.object({ email: EmailSchema, password: LoginPasswordSchema });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const SignedInSchema = z.object({
  user: UserSchema,
  /** Google sign-in only: the account has no mobile yet, so the 'Verify your Mobile' dialog should open. */
  needsMobile: z.boolean().optional(),
});
export type SignedIn = z.infer<typeof SignedInSchema>;

export const TwoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });

/** A login either signs in, or (two-factor on) asks for a code at POST /api/auth/2fa/verify. */
export const LoginResultSchema = z.union([SignedInSchema, TwoFactorRequiredSchema]).meta({ id: 'LoginResult' });
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const TwoFactorVerifyBodySchema = z.object({
  code: z.string({ error: 'Enter the code' }).trim().min(1, 'Enter the code').max(64),
});
export type TwoFactorVerifyBody = z.infer<typeof TwoFactorVerifyBodySchema>;

/** The client may send the decoded fields too; the server reads them only from the verified token. */
export const GoogleLoginBodySchema = z.object({
  credential: z.string({ error: 'Missing Google credential' }).min(1, 'Missing Google credential').max(8192),
  email: z.string().max(254).optional(),
  name: z.string().max(200).optional(),
  picture: z.string().max(2048).optional(),
  ref: OptionalText(20),
});
export type GoogleLoginBody = z.infer<typeof GoogleLoginBodySchema>;

// --- mobile --------------------------------------------------------------------------------

export const SendMobileOtpBodySchema = z.object({
  mobile: MobileSchema,
  /** 'login': a 4-digit login code for a registered number; otherwise a 6-digit code to verify a number. */
  type: z.enum(['login', 'verify']).optional(),
});
export type SendMobileOtpBody = z.infer<typeof SendMobileOtpBodySchema>;

export const VerifyMobileOtpBodySchema = z.object({ mobile: MobileSchema, otp: OtpSchema });
export type VerifyMobileOtpBody = z.infer<typeof VerifyMobileOtpBodySchema>;

export const MobileBodySchema = z.object({ mobile: MobileSchema });
export type MobileBody = z.infer<typeof MobileBodySchema>;

export const ResendMobileOtpResultSchema = z.object({ type: z.literal('success'), message: z.string() });

// --- password reset and e-mail verification ------------------------------------------------

export const ResetPasswordBodySchema = z.object({ email: EmailSchema });

export const ResetPasswordConfirmBodySchema = z.object({
  email: EmailSchema,
  token: z.string({ error: 'This reset link is incomplete.' }).min(1, 'This reset link is incomplete.').max(200),
  newPassword: PasswordSchema,
});
export type ResetPasswordConfirmBody = z.infer<typeof ResetPasswordConfirmBodySchema>;

/** Asked when the reset page opens, so a used or expired link says so at once rather than on submit. */
export const ResetPasswordCheckBodySchema = ResetPasswordConfirmBodySchema.pick({ email: true, token: true });
export type ResetPasswordCheckBody = z.infer<typeof ResetPasswordCheckBodySchema>;
export const ResetPasswordCheckResultSchema = z
  .object({
    valid: z.boolean().describe('The link can still set a password (unused, not expired, for this e-mail)'),
    message: z.string().optional().describe('Why it cannot, when it cannot'),
  })
  .meta({ id: 'ResetPasswordCheckResult' });
export type ResetPasswordCheckResult = z.infer<typeof ResetPasswordCheckResultSchema>;

export const VerifyEmailBodySchema = z.object({ email: EmailSchema, otp: OtpSchema });
