import './lib/zod-jitless';
import { basenameFor, langFromPath } from '@contract/lang';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { stripSsoHash } from './features/auth/sso-hash';
import { noteAnswer } from './features/offline/offline-state';
import { registerServiceWorker } from './features/offline/register';
import { englishSectionsFor } from './i18n/english-sections';
import { createI18n, loadHindiCatalogue } from './i18n/setup';
import { onAnswer } from './lib/api-client';
import { readServerData, ServerDataContext } from './lib/server-data';
import './styles/global.css';

stripSsoHash();
onAnswer(noteAnswer);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

// The URL fixes the language: /hi/… pages fetch the Hindi catalogue before hydrating, so no text changes after paint.
const lang = langFromPath(window.location.pathname);
const hindi = lang === 'hi' ? await loadHindiCatalogue() : undefined;
const i18n = hindi ? createI18n(lang, hindi.catalogue, hindi.messages, hindi.catalogueData) : createI18n(lang, {});
if (!hindi) englishSectionsFor(i18n);

const app = (
  <StrictMode>
    <ServerDataContext.Provider value={readServerData()}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter basename={basenameFor(lang)}>
          <App />
        </BrowserRouter>
      </I18nextProvider>
    </ServerDataContext.Provider>
  </StrictMode>
);

// Prerendered pages arrive with HTML to hydrate; client-only routes get the empty app shell. Either way the
// first render is a transition, so React works in slices and yields to the browser between them (the page is
// already painted from the HTML) instead of one long task.
startTransition(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
registerServiceWorker();
