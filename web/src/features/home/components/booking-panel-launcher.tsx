import { DIALOG_RECHECK_MS, watchVisitorActivity } from '@web/lib/dialog-gate';
import type { HandoffSearch } from '@web/lib/search/search-payload';
import { storageKeys, webStorage } from '@web/lib/web-storage';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

const BookingPanel = lazy(() => import('./booking-panel'));

const BOOKING_PANEL_DELAY_MS = 10_000;
/** How long the panel waits for a quiet moment before it leaves this visit alone (it tries again on the next). */
const BOOKING_PANEL_PATIENCE_MS = 60_000;

/**
 * Opens the booking panel on demand, and by itself once, 10 s after the first visit (docs/product/site.md#home); the panel's code
 * loads only when it is first opened. It never interrupts: from 10 s it waits while the visitor types, clicks, has
 * the focus in the search or any field or control, or has another dialog open, and after a minute without a quiet
 * moment it skips this visit.
 */
export function BookingPanelLauncher({ onBook }: { onBook(search: HandoffSearch): void }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { t } = useTranslation();

  useEffect(() => {
    if (webStorage.get('local', storageKeys.bookingPanelShown)) return;
    const activity = watchVisitorActivity();
    let waited = 0;
    const openWhenIdle = () => {
      if (activity.isBusy()) {
        waited += DIALOG_RECHECK_MS;
        if (waited < BOOKING_PANEL_PATIENCE_MS) timer = setTimeout(openWhenIdle, DIALOG_RECHECK_MS);
        else activity.stop();
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
