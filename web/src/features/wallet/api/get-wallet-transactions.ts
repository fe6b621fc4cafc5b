import type { WalletTransactions } from '@contract/account/wallet';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { pagedQueryOptions, pagePath } from '@web/lib/paged-query';

/** How many transactions the 'Recent Transactions' table shows at a time ("Load more" asks for as many again). */
const TRANSACTIONS_PAGE_SIZE = 50;

export const walletTransactionsKey = (pageSize: number) =>
  ['account', 'wallet', 'transactions', 'pages', pageSize] as const;

export const getWalletTransactions = (pageSize: number, cursor?: string) =>
  api.get<WalletTransactions>(pagePath('/api/wallet/transactions', pageSize, cursor));

export const walletTransactionPagesQueryOptions = (pageSize = TRANSACTIONS_PAGE_SIZE) =>
  pagedQueryOptions(walletTransactionsKey(pageSize), (cursor) => getWalletTransactions(pageSize, cursor));

export const useWalletTransactionPages = (pageSize = TRANSACTIONS_PAGE_SIZE) =>
  useInfiniteQuery(walletTransactionPagesQueryOptions(pageSize));
