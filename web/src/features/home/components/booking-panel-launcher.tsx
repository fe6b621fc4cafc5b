import { DIALOG_RECHECK_MS, watchVisitorActivity } from '@web/lib/dialog-gate';
import type { HandoffSearch } from '@web/lib/search/search-payload';
import { storageKeys, webStorage } from '@web/lib/web-storage';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

const BookingPanel = lazy(() => import('./booking-panel'));

const BOOKING_PANEL_DELAY_MS = 10_000;

/**
 * Opens the booking panel on demand, and by itself once, 10 s after the first visit (SPEC 2.3); the panel's code
 * loads only when it is first opened. At 10 s it waits while the visitor is typing or another dialog is open.
 */
export function BookingPanelLauncher({ onBook }: { onBook(search: HandoffSearch): void }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { t } = useTranslation();

  useEffect(() => {
    if (webStorage.get('local', storageKeys.bookingPanelShown)) return;
    const activity = watchVisitorActivity();
    const openWhenIdle = () => {
      if (activity.isBusy()) {
        timer = setTimeout(openWhenIdle, DIALOG_RECHECK_MS);
        return;
      }
      activity.stop();
      webStorage.set('local', storageKeys.bookingPanelShown, '1');
      setMounted(true);
      setOpen(true);
    };
    let timer = setTimeout(openWhenIdle, BOOKING_PANEL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      activity.stop();
    };
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
        {t('bookingPanel.open')}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <BookingPanel open={open} onClose={() => setOpen(false)} onBook={onBook} />
        </Suspense>
      ) : null}
    </>
  );
}
