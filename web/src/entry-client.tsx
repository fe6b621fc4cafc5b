import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { stripSsoHash } from './features/auth/sso-hash';
import './styles/global.css';

stripSsoHash();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages arrive with HTML to hydrate; client-only routes get the empty app shell.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
