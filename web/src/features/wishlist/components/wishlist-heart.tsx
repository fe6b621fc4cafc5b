import type { WishlistAdd, WishlistItem } from '@contract/account/wishlist';
import type { VisaOption } from '@contract/catalogue';
import { useSession } from '@web/app/session';
import { useTranslation } from 'react-i18next';
import { useAddWishlistItem } from '../api/add-wishlist-item';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveWishlistItem } from '../api/remove-wishlist-item';
import styles from './wishlist-heart.module.css';

function matches(entry: WishlistItem, target: WishlistAdd): boolean {
  return target.type === 'visa'
    ? entry.type === 'visa' && entry.optionId === target.optionId
    : entry.type === 'destination' && entry.countryCode === target.country;
}

/** The heart on results and destinations: adds to or removes from the signed-in user's wishlist. */
export function WishlistHeart({ target, label }: { target: WishlistAdd; label: string }) {
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const { t } = useTranslation();
  const wishlist = useWishlist(signedIn);
  const add = useAddWishlistItem();
  const remove = useRemoveWishlistItem();
  const saved = wishlist.data?.items.find((entry) => matches(entry, target));
  if (!signedIn) return null;

  return (
    <button
      type="button"
      className={saved ? `${styles.heart} ${styles.saved}` : styles.heart}
      aria-pressed={Boolean(saved)}
      aria-label={t('visaOptions.saveToWishlist', { label })}
      disabled={add.isPending || remove.isPending || wishlist.isPending}
      onClick={() => (saved ? remove.mutate(saved.id) : add.mutate(target))}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.5 1.1 4.3 2.4.8-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}

/** The heart of one visa option's card. */
export function VisaOptionHeart({ option }: { option: VisaOption }) {
  return (
    <WishlistHeart target={{ type: 'visa', optionId: option.id }} label={`${option.countryName} ${option.name}`} />
  );
}
