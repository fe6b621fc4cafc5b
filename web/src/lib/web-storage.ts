/** Storage access that never throws (private mode, disabled storage, server rendering). */
type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const webStorage = {
  get(which: Area, key: string): string | null {
    try {
      return area(which)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(which: Area, key: string, value: string): void {
    try {
      area(which)?.setItem(key, value);
    } catch {
      /* storage full or disabled: the app works without it */
    }
  },
  remove(which: Area, key: string): void {
    try {
      area(which)?.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};

/** The keys the app keeps (docs/product/site.md#what-the-browser-keeps). */
export const storageKeys = {
  user: 'hv_user',
  searchPayload: 'gv_payload',
  postLoginRedirect: 'postLoginRedirect',
  bookingPanelShown: 'bookingPanelShown',
  welcomeClosed: 'hv_welcome_closed',
} as const;
