import type { Wishlist } from '@contract/account/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const wishlistKey = ['account', 'wishlist'] as const;

export const getWishlist = () => api.get<Wishlist>('/api/wishlist');

export const wishlistQueryOptions = () => queryOptions({ queryKey: wishlistKey, queryFn: getWishlist });

export const useWishlist = () => useQuery(wishlistQueryOptions());
