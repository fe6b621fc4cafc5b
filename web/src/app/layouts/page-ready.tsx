import { useEffect } from 'react';

const hydrated = new Set<'page' | 'footer'>();

/**
 * Marks the page interactive once React has hydrated the routed page and the footer, not just the shell around
 * them: each is rendered inside its Suspense boundary, so its effect runs in the same commit as that part's own.
 * Browser tests wait for it.
 */
export function PageReady({ part }: { part: 'page' | 'footer' }) {
  useEffect(() => {
    hydrated.add(part);
    if (hydrated.size === 2) document.documentElement.dataset.ready = 'true';
  }, [part]);
  return null;
}
