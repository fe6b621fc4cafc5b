import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../app/session';
import { api } from '../../../lib/api-client';
import styles from './visa-options.module.css';

interface WishlistEntry {
  id: string;
  type: 'destination' | 'visa';
  countryCode: string;
  optionId: string | null;
}

export type WishlistTarget = { type: 'visa'; optionId: string } | { type: 'destination'; country: string };

const WISHLIST_KEY = ['wishlist'] as const;

function matches(entry: WishlistEntry, target: WishlistTarget): boolean {
  return target.type === 'visa'
    ? entry.type === 'visa' && entry.optionId === target.optionId
    : entry.type === 'destination' && entry.countryCode === target.country;
}

/** The heart on results and destinations: adds to or removes from the signed-in user's wishlist. */
export function WishlistHeart({ target, label }: { target: WishlistTarget; label: string }) {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const signedIn = status === 'authenticated';
  const wishlist = useQuery({
    queryKey: WISHLIST_KEY,
    queryFn: () => api.get<{ items: WishlistEntry[] }>('/api/wishlist'),
    enabled: signedIn,
  });
  const saved = wishlist.data?.items.find((entry) => matches(entry, target));
  const toggle = useMutation({
    mutationFn: () => (saved ? api.delete(`/api/wishlist/${saved.id}`) : api.post('/api/wishlist', target)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WISHLIST_KEY }),
  });
  if (!signedIn) return null;

  return (
    <button
      type="button"
      className={saved ? `${styles.heart} ${styles.saved}` : styles.heart}
      aria-pressed={Boolean(saved)}
      aria-label={`Save ${label} to your wishlist`}
      disabled={toggle.isPending || wishlist.isPending}
      onClick={() => toggle.mutate()}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.5 1.1 4.3 2.4.8-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
