// Imported first by the browser entry. A prerendered page arrives with its HTML and styles, which the browser
// could paint at once; but the shell's script, already downloaded by then, would run first (evaluating React and
// the libraries, then hydrating) and hold the first paint back by all of that work. Awaiting one frame here pauses
// the shell's evaluation (it is one chunk, so everything after this module waits) until the page has been painted.
// Client-rendered routes (an empty #root) and hidden tabs (no frames) go straight on.
const root = typeof document === 'undefined' ? null : document.getElementById('root');
if (root?.hasChildNodes() && document.visibilityState === 'visible') {
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export {};
