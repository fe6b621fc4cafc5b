import type { Wishlist } from '@contract/account/wishlist';
import type { Ok } from '@contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { wishlistKey } from './get-wishlist';

export const removeWishlistItem = (id: string) => api.delete<Ok>(`/api/wishlist/${encodeURIComponent(id)}`);

/** Removes an item and drops it from the grid on success (docs/product/my-account.md). */
export function useRemoveWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWishlistItem,
    onSuccess: (_ok, id) => {
      queryClient.setQueryData<Wishlist>(wishlistKey, (list) =>
        list ? { items: list.items.filter((item) => item.id !== id) } : list,
      );
    },
  });
}
