import type { WalletBalance } from '@contract/account/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const walletBalanceKey = ['account', 'wallet', 'balance'] as const;

export const getWalletBalance = () => api.get<WalletBalance>('/api/wallet/balance');

export const walletBalanceQueryOptions = () => queryOptions({ queryKey: walletBalanceKey, queryFn: getWalletBalance });

export const useWalletBalance = () => useQuery(walletBalanceQueryOptions());
