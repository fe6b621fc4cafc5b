import type { WalletTransactions } from '@contract/account/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** How many of the newest transactions the 'Recent Transactions' table shows. */
const RECENT_TRANSACTIONS = 50;

export const walletTransactionsKey = (limit: number) => ['account', 'wallet', 'transactions', limit] as const;

export const getWalletTransactions = (limit: number) =>
  api.get<WalletTransactions>(`/api/wallet/transactions?limit=${limit}`);

export const walletTransactionsQueryOptions = (limit = RECENT_TRANSACTIONS) =>
  queryOptions({ queryKey: walletTransactionsKey(limit), queryFn: () => getWalletTransactions(limit) });

export const useWalletTransactions = (limit = RECENT_TRANSACTIONS) => useQuery(walletTransactionsQueryOptions(limit));
