import type { Wishlist } from '@contract/account/wishlist';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** The one cache of the wishlist: the account page and every heart on results and destinations read it. */
export const wishlistKey = ['account', 'wishlist'] as const;

export const getWishlist = () => api.get<Wishlist>('/api/wishlist');

export const wishlistQueryOptions = () => queryOptions({ queryKey: wishlistKey, queryFn: getWishlist });

/** `enabled` is false for a visitor, who has no wishlist to load. */
export const useWishlist = (enabled = true) => useQuery({ ...wishlistQueryOptions(), enabled });
