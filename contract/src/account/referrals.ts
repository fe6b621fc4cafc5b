import { z } from 'zod';

/** GET /api/referrals (SPEC 3 "Referral info"). credits: rupees earned from referrals, 2 decimals. */
export const ReferralInfoSchema = z
  .object({
    code: z.string(),
    /** PUBLIC_URL + '/signup?ref=' + code */
    link: z.string(),
    totalInvites: z.number().int(),
    successful: z.number().int(),
    credits: z.number(),
  })
  .meta({ id: 'ReferralInfo' });
export type ReferralInfo = z.infer<typeof ReferralInfoSchema>;

/** A referral code as typed or carried in ?ref= (case-insensitive). */
export const ReferralCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{6}$/, 'Enter a valid referral code')
  .transform((value) => value.toUpperCase());
