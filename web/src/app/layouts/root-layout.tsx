import { Loading } from '@web/components/ui/loading';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Navbar } from '../nav/navbar';
import { Footer } from './footer';
import { PageReady } from './page-ready';
import { ScrollManager, ScrollToTopButton } from './scroll';

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <ScrollManager />
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="page container">
              <Loading label={t('layout.loading')} />
            </div>
          }
        >
          <Outlet />
          <PageReady />
        </Suspense>
      </main>
      <Footer />
      <ScrollToTopButton />
    </>
  );
}
