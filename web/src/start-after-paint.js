// The page's classic, deferred loader (see `scriptsAfterPaint` in vite.config.ts). A prerendered page paints from
// its HTML and stylesheets alone; its scripts (the shell, the page's chunks) only hydrate what is already shown.
// They wait in inert <template data-after-paint> elements and are added to the document once the browser reports
// the page's first contentful paint, so that neither their download nor their evaluation holds that paint back.
// Client-rendered routes (an empty #root) and hidden tabs (no paint) start them at once.
//
// Until the app has taken over the page, a form sent from it would be sent by the browser itself: a GET of this
// page with the fields in its address. A submit that no handler of the app took (it bubbles up to the document
// with its default action still on) is held, and sent again through the app once the page is ready (`data-ready`
// on <html>), so a quick reader's click is neither lost nor leaked into a URL.
(() => {
  const html = document.documentElement;
  let held = null;
  const hold = (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    held = { form: event.target, submitter: event.submitter };
  };
  document.addEventListener('submit', hold);
  new MutationObserver((_, observer) => {
    if (!html.dataset.ready) return;
    observer.disconnect();
    document.removeEventListener('submit', hold);
    if (held?.form.isConnected) held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : null);
  }).observe(html, { attributes: true, attributeFilter: ['data-ready'] });
})();

(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const template of document.querySelectorAll('template[data-after-paint]')) {
      document.head.append(document.importNode(template.content, true));
    }
  };
  const root = document.getElementById('root');
  const observable =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!root?.hasChildNodes() || document.visibilityState !== 'visible' || !observable) {
    start();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A tab hidden before it painted, or a browser that never reports the paint: start anyway.
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
})();
