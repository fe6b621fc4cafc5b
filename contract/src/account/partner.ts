import { z } from 'zod';
import { EmailSchema } from '../common';
import { SavedApplicationSchema, VisaApplicationSchema, VisaHistoryStatusSchema } from './applications';
import { TransactionAmountSchema, WalletTransactionSchema } from './wallet';

/**
 * Partner API (docs/product/partner.md#partner-api), server to server: `Authorization: Bearer <PARTNER_API_KEY>`.
 * Users are named by e-mail; an unknown e-mail answers 404.
 */

/** The booking site's application reference in the path. */
export const PartnerRefParamsSchema = z.object({
  ref: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dot, dash or underscore'),
});

const HttpUrlSchema = z.url({ protocol: /^https?$/, error: 'Use an http(s) URL' }).max(2000, 'The URL is too long');
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** PUT /api/partner/applications/{ref}: creates (201) or updates (200) a visa-history entry. */
export const PartnerApplicationUpsertSchema = z.object({
  email: EmailSchema,
  country: z.string().trim().min(1, 'Enter the country').max(80),
  type: z.string().trim().min(1, 'Enter the visa type').max(60),
  status: VisaHistoryStatusSchema,
  remarks: optionalText(1000),
  documentUrl: HttpUrlSchema.nullish(),
});
export type PartnerApplicationUpsert = z.input<typeof PartnerApplicationUpsertSchema>;
export const PartnerApplicationResponseSchema = z.object({ application: VisaApplicationSchema });

/** PUT /api/partner/saved-applications/{ref}: creates (201) or updates (200) a saved application. */
export const PartnerSavedApplicationUpsertSchema = z.object({
  email: EmailSchema,
  country: z.string().trim().min(1, 'Enter the country').max(80),
  type: optionalText(60),
  status: VisaHistoryStatusSchema.nullish(),
  url: HttpUrlSchema.nullish(),
});
export type PartnerSavedApplicationUpsert = z.input<typeof PartnerSavedApplicationUpsertSchema>;
export const PartnerSavedApplicationResponseSchema = z.object({ savedApplication: SavedApplicationSchema });

/**
 * POST /api/partner/wallet/transactions: amount in rupees (> 0, 2 decimals). debit takes from the
 * balance (422 'Insufficient wallet balance' when it would go below zero); credit, referral and other add.
 * The same idempotencyKey again records nothing new and answers 200 with the first transaction.
 */
export const PartnerWalletTransactionSchema = z.object({
  email: EmailSchema,
  type: z.enum(['credit', 'debit', 'referral', 'other']),
  amount: TransactionAmountSchema,
  remarks: optionalText(500),
  idempotencyKey: z.string().trim().min(8, 'idempotencyKey must be 8 to 128 characters').max(128),
});
export type PartnerWalletTransaction = z.input<typeof PartnerWalletTransactionSchema>;
export const PartnerWalletTransactionResponseSchema = z.object({
  transaction: WalletTransactionSchema,
  balance: z.number(),
});
export type PartnerWalletTransactionResponse = z.infer<typeof PartnerWalletTransactionResponseSchema>;
