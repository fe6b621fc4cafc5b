import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { Navbar } from '../nav/navbar';
import { Footer } from './footer';
import { PageReady } from './page-ready';
import { ScrollManager, ScrollToTopButton } from './scroll';

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollManager />
      <Navbar />
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="page container">
              <Loading label="Loading…" />
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
