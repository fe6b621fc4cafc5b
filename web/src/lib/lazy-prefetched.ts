import { type ComponentType, lazy } from 'react';

/**
 * `lazy()` whose code is requested as soon as the importing module runs in the browser, not when React first
 * renders it: it downloads while the page hydrates instead of after.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own lazy()
export function lazyPrefetched<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const early = typeof window === 'undefined' ? undefined : load();
  return lazy(() => early ?? load());
}
