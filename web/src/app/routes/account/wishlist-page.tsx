import type { WishlistItem } from '@contract/account/wishlist';
import { Alert } from '@web/components/ui/alert';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { useWishlist } from '@web/features/wishlist/api/get-wishlist';
import { useRemoveWishlistItem } from '@web/features/wishlist/api/remove-wishlist-item';
import styles from '@web/features/wishlist/components/wishlist.module.css';
import { WishlistCard } from '@web/features/wishlist/components/wishlist-card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

function WishlistGrid({ items, onRemove }: { items: WishlistItem[]; onRemove(item: WishlistItem): void }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid} aria-label={t('wishlist.list')}>
      {items.map((item) => (
        <li key={item.id}>
          <WishlistCard item={item} onRemove={onRemove} />
        </li>
      ))}
    </ul>
  );
}

export default function WishlistPage() {
  const { t } = useTranslation();
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
      <PageMeta title={t('wishlist.metaTitle')} description={t('wishlist.metaDescription')} />
      <h1 className={styles.title}>{t('wishlist.title')}</h1>
      <p className={styles.intro}>{t('wishlist.intro')}</p>
      {failed ? <Alert tone="error">{t('wishlist.removeFailed')}</Alert> : null}
      {wishlist.isPending ? (
        <Loading label={t('wishlist.loading')} />
      ) : wishlist.isError ? (
        <Alert tone="error">{t('wishlist.loadFailed')}</Alert>
      ) : wishlist.data.items.length === 0 ? (
        <EmptyState>{t('wishlist.empty')}</EmptyState>
      ) : (
        <WishlistGrid items={wishlist.data.items} onRemove={setPending} />
      )}
      <ConfirmDialog
        open={pending !== null}
        question={t('wishlist.confirm')}
        confirmLabel={t('wishlist.remove')}
        busyLabel={t('wishlist.removing')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
