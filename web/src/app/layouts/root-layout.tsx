import { Loading } from '@web/components/ui/loading';
import { OfflineBanner } from '@web/features/offline/offline-banner';
import { lazyPrefetched } from '@web/lib/lazy-prefetched';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Navbar } from '../nav/navbar';
import { PageReady } from './page-ready';
import { ScrollManager, ScrollToTopButton } from './scroll';
// The footer's code hydrates after the page's (it is below the fold on every page), but its styles ship with
// the shell so the prerendered footer is styled from the first paint.
import './footer.module.css';
import '@web/features/newsletter/components/newsletter-form.module.css';

const Footer = lazyPrefetched(() => import('./footer'));

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <ScrollManager />
      <Navbar />
      <OfflineBanner />
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="page container">
              <Loading label={t('layout.loading')} />
            </div>
          }
        >
          <Outlet />
          <PageReady part="page" />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
        <PageReady part="footer" />
      </Suspense>
      <ScrollToTopButton />
    </>
  );
}
