import { z } from 'zod';
import { isRealDate, VisaPurposeSchema } from './catalogue';

const optionalCountry = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, `Choose ${label} from the list`)
    .transform((value) => value.toUpperCase())
    .optional();

const optionalDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} as YYYY-MM-DD`)
    .refine(isRealDate, `The ${label} is not a real date`)
    .optional();

/** The search carried to the booking site (docs/product/partner.md#hand-off): from defaults to IN. */
export const HandoffRequestSchema = z.object({
  from: optionalCountry('where you are starting from'),
  to: optionalCountry('your destination'),
  start: optionalDate('visa start date'),
  end: optionalDate('visa end date'),
  type: VisaPurposeSchema.optional(),
  /** The date the visa is needed by (booking panel). */
  by: optionalDate('date you need the visa by'),
  autostart: z.boolean().optional(),
});
export type HandoffRequest = z.infer<typeof HandoffRequestSchema>;

export const HandoffResponseSchema = z
  .object({
    url: z.string().describe('The booking site URL with the search as query and #sso=<token>'),
    expiresAt: z.string().describe('When the single-use token stops working (ISO time)'),
  })
  .meta({ id: 'Handoff' });
export type HandoffResponse = z.infer<typeof HandoffResponseSchema>;

export const SsoExchangeRequestSchema = z.object({
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(200, 'token is too long'),
});

export const SsoUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
});
export const SsoExchangeResponseSchema = z.object({ user: SsoUserSchema }).meta({ id: 'SsoExchange' });
export type SsoExchangeResponse = z.infer<typeof SsoExchangeResponseSchema>;

/** Minutes a hand-off token stays valid. */
export const HANDOFF_TOKEN_MINUTES = 2;
