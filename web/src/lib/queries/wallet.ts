import type { WalletBalance } from '@contract/account/wallet';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { accountKey } from './account';

/** The one cache of the wallet's balance: the Wallet page and the apply wizard's review step read it. */
export const walletBalanceKey = [...accountKey, 'wallet', 'balance'] as const;

export const getWalletBalance = () => api.get<WalletBalance>('/api/wallet/balance');

export const walletBalanceQueryOptions = () => queryOptions({ queryKey: walletBalanceKey, queryFn: getWalletBalance });
