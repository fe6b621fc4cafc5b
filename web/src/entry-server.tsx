import { basenameFor, langFromPath } from '@contract/lang';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { RenderedPages } from './app/rendered-pages';
import { PageMetaCollector, type PageMetaData } from './components/ui/page-meta';
import { hindi, hindiCatalogueData, hindiMessages } from './i18n/hindi';
import english from './i18n/messages/en.json';
import { createI18n } from './i18n/setup';
import { type ServerData, ServerDataContext } from './lib/server-data';
import './styles/global.css';

export { HTML_LANG, pathInLang } from '@contract/lang';
export { clientRoutePatterns, extraPrerenderPaths, sitemapExcluded, staticPrerenderPaths } from './app/prerender-paths';
export { routeTable } from './app/routes';

interface RenderResult {
  html: string;
  meta?: PageMetaData;
  /** Page modules rendered, relative to web/src/app (e.g. './routes/home/home-page.tsx'). */
  pages: string[];
}

/**
 * Renders one URL to HTML, waiting for every lazy page and Suspense boundary. `data` is what the server read
 * for this page (the client hydrates from the same data, sent in the page).
 */
export async function render(url: string, data: ServerData = {}): Promise<RenderResult> {
  const collector: { meta?: PageMetaData } = {};
  const pages = new Set<string>();
  const lang = langFromPath(url);
  const i18n = lang === 'hi' ? createI18n(lang, hindi, hindiMessages, hindiCatalogueData) : createI18n(lang, english);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaCollector.Provider value={collector}>
        <RenderedPages.Provider value={pages}>
          <ServerDataContext.Provider value={data}>
            <I18nextProvider i18n={i18n}>
              <StaticRouter location={url} basename={basenameFor(lang)}>
                <App />
              </StaticRouter>
            </I18nextProvider>
          </ServerDataContext.Provider>
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
