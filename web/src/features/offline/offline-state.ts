import { useSyncExternalStore } from 'react';
import { OFFLINE_SAVED_AT } from './personal-api';

/** When the oldest answer the page shows from the device was saved; null while the answers come from the network. */
let savedAt: string | null = null;
const listeners = new Set<() => void>();

function set(value: string | null) {
  if (value === savedAt) return;
  savedAt = value;
  for (const listener of listeners) listener();
}

/** Reads each API answer: one saved on the device (the service worker marks it) turns the offline banner on. */
export function noteAnswer(response: Response) {
  const saved = response.headers.get(OFFLINE_SAVED_AT);
  if (!saved) set(null);
  else if (!savedAt || saved < savedAt) set(saved);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useOfflineSavedAt = () =>
  useSyncExternalStore(
    subscribe,
    () => savedAt,
    () => null,
  );
