import { useEffect } from 'react';
import { Providers } from './providers';
import { AppRoutes } from './routes';

export function App() {
  // Marks the page interactive once React has taken over the prerendered HTML (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <Providers>
      <AppRoutes />
    </Providers>
  );
}
