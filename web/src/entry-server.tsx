import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { RenderedPages } from './app/rendered-pages';
import { PageMetaCollector, type PageMetaData } from './components/ui/page-meta';
import './styles/global.css';

export { clientRoutePatterns, extraPrerenderPaths, sitemapExcluded, staticPrerenderPaths } from './app/prerender-paths';

export interface RenderResult {
  html: string;
  meta?: PageMetaData;
  /** Page modules rendered, relative to web/src/app (e.g. '../features/home/pages/home-page.tsx'). */
  pages: string[];
}

/** Renders one URL to HTML, waiting for every lazy page and Suspense boundary. */
export async function render(url: string): Promise<RenderResult> {
  const collector: { meta?: PageMetaData } = {};
  const pages = new Set<string>();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaCollector.Provider value={collector}>
        <RenderedPages.Provider value={pages}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </RenderedPages.Provider>
      </PageMetaCollector.Provider>
    </StrictMode>,
    // Never outline a large Suspense boundary: revealing it needs an inline script, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { html, meta: collector.meta, pages: [...pages] };
}
