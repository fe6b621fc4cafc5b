/** Runs `start` once the app has taken over the page (`data-ready` on <html>, set by the routed page and the footer). */
function whenPageReady(start: () => void) {
  const html = document.documentElement;
  if (html.dataset.ready) {
    start();
    return;
  }
  new MutationObserver((_, observer) => {
    if (!html.dataset.ready) return;
    observer.disconnect();
    start();
  }).observe(html, { attributes: true, attributeFilter: ['data-ready'] });
}

/**
 * Registers the service worker once the page has loaded, the app has taken it over and the browser is idle: its
 * precaching (a few hundred files) must never compete with the page's own requests and scripts.
 * `updateViaCache: 'none'`: the browser asks the server for the worker on every check, never its HTTP cache.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register) : register());
  const afterLoad = () => whenPageReady(whenIdle);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
