// The page's classic, deferred loader (see `scriptsAfterPaint` in vite.config.ts). A prerendered page paints from
// its HTML and stylesheets alone; its scripts (the shell, the page's chunks) only hydrate what is already shown.
// They wait in inert <template data-after-paint> elements and are added to the document once the browser reports
// the page's first contentful paint, so that neither their download nor their evaluation holds that paint back.
// Client-rendered routes (an empty #root) and hidden tabs (no paint) start them at once.
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
