import { lazy, Suspense, useEffect, useState } from 'react';
import { storageKeys, webStorage } from '../../../lib/web-storage';
import type { HandoffSearch } from '../../search/lib/search-payload';
import styles from './home.module.css';

const BookingPanel = lazy(() => import('./booking-panel'));

export const BOOKING_PANEL_DELAY_MS = 10_000;

/**
 * Opens the booking panel on demand, and by itself once, 10 s after the first visit (SPEC 2.3);
 * the panel's code loads only when it is first opened.
 */
export function BookingPanelLauncher({ onBook }: { onBook(search: HandoffSearch): void }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (webStorage.get('local', storageKeys.bookingPanelShown)) return;
    const timer = setTimeout(() => {
      webStorage.set('local', storageKeys.bookingPanelShown, '1');
      setMounted(true);
      setOpen(true);
    }, BOOKING_PANEL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.quickBooking}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Quick visa booking
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <BookingPanel open={open} onClose={() => setOpen(false)} onBook={onBook} />
        </Suspense>
      ) : null}
    </>
  );
}
