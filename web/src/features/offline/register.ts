/**
 * Registers the service worker once the page has loaded, so that its precaching never competes with the page's own
 * requests. `updateViaCache: 'none'`: the browser asks the server for the worker on every check, never its HTTP cache.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
