import { type ComponentType, lazy } from 'react';

/**
 * `lazy()` whose code is requested right after the importing module runs in the browser, not when React first
 * renders it: it downloads while the page hydrates instead of after. The request starts in a task of its own
 * (adding the preload links costs a style pass), so the shell's evaluation stays short.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own lazy()
export function lazyPrefetched<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let early: Promise<{ default: T }> | undefined;
  const start = () => {
    early ??= load();
    return early;
  };
  if (typeof window !== 'undefined') setTimeout(start, 0);
  return lazy(start);
}
