import type { Wishlist, WishlistAdd, WishlistItem } from '@contract/account/wishlist';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { wishlistKey } from './get-wishlist';

/** POST /api/wishlist: 201 with the new item, or 200 with the one already saved. */
export const addWishlistItem = (body: WishlistAdd) => api.post<WishlistItem>('/api/wishlist', body);

/** Saves a destination or a visa option and puts it first in the wishlist (newest first), once. */
export function useAddWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWishlistItem,
    onSuccess: (item) => {
      queryClient.setQueryData<Wishlist>(wishlistKey, (list) =>
        list && !list.items.some((saved) => saved.id === item.id) ? { items: [item, ...list.items] } : list,
      );
    },
  });
}
