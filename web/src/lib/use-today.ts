import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

function localIsoDate(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Today in the visitor's calendar (YYYY-MM-DD), or null while prerendering and hydrating: a prerendered page was
 * built on another day, so what depends on today appears only once the page runs in the browser.
 */
export function useToday(): string | null {
  return useSyncExternalStore(subscribe, localIsoDate, () => null);
}
