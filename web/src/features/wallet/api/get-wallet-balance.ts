import { useQuery } from '@tanstack/react-query';
import { walletBalanceQueryOptions } from '@web/lib/queries/wallet';

export const useWalletBalance = () => useQuery(walletBalanceQueryOptions());
