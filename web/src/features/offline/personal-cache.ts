import { PERSONAL_CACHE_PREFIX, SESSION_API } from './personal-api';

/**
 * Keeps only `userId`'s saved answers on this device (none when nobody is signed in): called when someone signs in
 * or out. For a traveller who just signed in, the session answer is asked for once, through the service worker,
 * which saves it, so that the account opens offline without a reload first.
 */
export async function keepOfflineDataOf(userId: string | null): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keep = userId ? `${PERSONAL_CACHE_PREFIX}${userId}` : undefined;
  const others = (await caches.keys()).filter((name) => name.startsWith(PERSONAL_CACHE_PREFIX) && name !== keep);
  await Promise.all(others.map((name) => caches.delete(name)));
  if (!keep || !navigator.serviceWorker?.controller) return;
  await caches.open(keep);
  await fetch(SESSION_API, { credentials: 'include', headers: { accept: 'application/json' } }).catch(() => undefined);
}
