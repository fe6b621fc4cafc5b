import { z } from 'zod';

/** GET /api/referrals (docs/product/my-account.md#referrals). credits: rupees earned from referrals, 2 decimals. */
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
