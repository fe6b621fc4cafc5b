import { useEffect } from 'react';

/**
 * Marks the page interactive once React has hydrated the routed page, not just the shell around it:
 * rendered inside the page's Suspense boundary, its effect runs in the same commit as the page's own.
 * Browser tests wait for it.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}
