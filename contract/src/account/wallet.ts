import { z } from 'zod';
import { NextCursorSchema, pageQuerySchema } from '../paging';

/** Rupees as a number with at most 2 decimals (the ledger itself is integer paise). */
export const RupeesSchema = z.number().describe('Indian rupees, 2 decimals');

export const TRANSACTION_TYPES = ['credit', 'debit', 'referral', 'other'] as const;
export const TransactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof TransactionTypeSchema>;

/** GET /api/wallet/balance */
export const WalletBalanceSchema = z.object({ balance: RupeesSchema }).meta({ id: 'WalletBalance' });
export type WalletBalance = z.infer<typeof WalletBalanceSchema>;

/**
 * A wallet entry (docs/product/my-account.md#wallet). amount is always positive; direction says whether it added to the balance
 * (credit, referral, other) or took from it (debit).
 */
export const WalletTransactionSchema = z
  .object({
    id: z.string(),
    type: TransactionTypeSchema,
    amount: RupeesSchema,
    direction: z.enum(['credit', 'debit']),
    remarks: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WalletTransaction' });
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;

/** The most entries a page of the wallet list holds: 200, as the list allowed before it paged. */
export const WALLET_PAGE_SIZE_MAX = 200;

/** GET /api/wallet/transactions?cursor=…&limit=50 (newest first, a page at a time; limit 1 to 200, default 50). */
export const WalletTransactionsQuerySchema = pageQuerySchema(50, WALLET_PAGE_SIZE_MAX);
export const WalletTransactionsSchema = z.object({
  items: z.array(WalletTransactionSchema),
  /** Asks for the next page (`?cursor=`); null on the last. */
  nextCursor: NextCursorSchema,
});
export type WalletTransactions = z.infer<typeof WalletTransactionsSchema>;

/** Largest single credit or debit (₹10,00,000), in rupees. */
export const MAX_TRANSACTION_RUPEES = 1_000_000;

/** An amount typed in rupees: > 0, at most 2 decimals. */
export const TransactionAmountSchema = z
  .number({ error: 'Enter an amount in rupees' })
  .positive('The amount must be more than zero')
  .max(MAX_TRANSACTION_RUPEES, 'The amount is too large')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most 2 decimals');
