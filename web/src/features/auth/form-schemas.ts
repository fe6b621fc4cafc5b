import {
  MobileSchema,
  OtpSchema,
  SendMobileOtpBodySchema,
  TwoFactorVerifyBodySchema,
  VerifyMobileOtpBodySchema,
} from '@contract/auth';
import { EmailSchema, LoginPasswordSchema, NameSchema, PasswordSchema } from '@contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/** The sign-in forms' rules, loaded on their first focus through ./validation.ts (docs/product/accounts.md). */

const LoginFormSchema = z.object({ email: EmailSchema, password: LoginPasswordSchema });
export type LoginFormInput = z.input<typeof LoginFormSchema>;
export type LoginFormValues = z.output<typeof LoginFormSchema>;

const SignupFormSchema = z
  .object({
    firstName: NameSchema.min(1, 'First name is required'),
    lastName: NameSchema.min(1, 'Last name is required'),
    email: EmailSchema,
    country: z.string().trim().max(80, 'Country is too long').optional(),
    password: PasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    /** The notice's optional marketing consent: unticked unless the traveller ticks it. */
    marketing: z.boolean(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match. Please re-enter.',
  });
export type SignupInput = z.input<typeof SignupFormSchema>;
export type SignupValues = z.output<typeof SignupFormSchema>;

export type TwoFactorInput = z.input<typeof TwoFactorVerifyBodySchema>;
export type TwoFactorValues = z.output<typeof TwoFactorVerifyBodySchema>;

/** The number step: the contract's rule already says 'Enter mobile number' for an empty field (docs/product/accounts.md#codes). */
const LoginNumberSchema = SendMobileOtpBodySchema.pick({ mobile: true });
/** The same rule, with the 'Verify your Mobile' dialog's own words for an empty number. */
const AddedNumberSchema = z.object({
  mobile: z.string().trim().min(1, 'Please enter your mobile number').pipe(MobileSchema),
});
export type NumberForm = { mobile: string };
const CodeFormSchema = VerifyMobileOtpBodySchema.pick({ otp: true });
export type CodeForm = z.infer<typeof CodeFormSchema>;

export const resolvers = {
  login: zodResolver(LoginFormSchema),
  signup: zodResolver(SignupFormSchema),
  twoFactor: zodResolver(TwoFactorVerifyBodySchema),
  loginNumber: zodResolver(LoginNumberSchema),
  addedNumber: zodResolver(AddedNumberSchema),
  code: zodResolver(CodeFormSchema),
};

export { OtpSchema };
