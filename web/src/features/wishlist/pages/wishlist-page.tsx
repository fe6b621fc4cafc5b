import type { WishlistItem } from '@contract/account/wishlist';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { PageMeta } from '../../../components/ui/page-meta';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item';
import styles from '../components/wishlist.module.css';
import { WishlistCard } from '../components/wishlist-card';

function WishlistGrid({ items, onRemove }: { items: WishlistItem[]; onRemove(item: WishlistItem): void }) {
  return (
    <ul className={styles.grid} aria-label="Wishlist">
      {items.map((item) => (
        <li key={item.id}>
          <WishlistCard item={item} onRemove={onRemove} />
        </li>
      ))}
    </ul>
  );
}

export default function WishlistPage() {
  const wishlist = useWishlist();
  const remove = useRemoveWishlistItem();
  const [pending, setPending] = useState<WishlistItem | null>(null);
  const [failed, setFailed] = useState(false);

  const confirmRemove = () => {
    if (!pending) return;
    setFailed(false);
    remove.mutate(pending.id, { onError: () => setFailed(true), onSettled: () => setPending(null) });
  };

  return (
    <>
      <PageMeta title="Wishlist" description="Destinations and visas you want to travel to next." />
      <h1 className={styles.title}>My Future Wishlist</h1>
      <p className={styles.intro}>Destinations and visas you have saved for a future trip.</p>
      {failed ? <Alert tone="error">Failed to remove item</Alert> : null}
      {wishlist.isPending ? (
        <Loading label="Loading your wishlist…" />
      ) : wishlist.isError ? (
        <Alert tone="error">Failed to load wishlist</Alert>
      ) : wishlist.data.items.length === 0 ? (
        <EmptyState>You haven't added anything to your wishlist yet.</EmptyState>
      ) : (
        <WishlistGrid items={wishlist.data.items} onRemove={setPending} />
      )}
      <ConfirmDialog
        open={pending !== null}
        question="Remove this item from your wishlist?"
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
