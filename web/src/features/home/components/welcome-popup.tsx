import { firstNameOf, useSession } from '@web/app/session';
import { Dialog } from '@web/components/ui/dialog';
import { PRODUCT_NAME } from '@web/config/public-config';
import { useNoOtherDialog } from '@web/lib/dialog-gate';
import { storageKeys, webStorage } from '@web/lib/web-storage';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markWelcomed } from '../api/mark-welcomed';

/**
 * Greets a signed-in traveller once per account (docs/product/site.md#home): the server remembers the first showing, so another
 * browser does not greet them again; gone on logout.
 */
export default function WelcomePopup() {
  const { t } = useTranslation();
  const { user, setUser } = useSession();
  /** Whether this browser closed the pop-up back when that was remembered per browser (null until read). */
  const [greetedHere, setGreetedHere] = useState<boolean | null>(null);
  /** The account that memory was handed to: never greeted here, even before the session shows it welcomed. */
  const [handedTo, setHandedTo] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const due = Boolean(user && !user.welcomed && user.id !== handedTo);
  const remember = useCallback(async () => {
    const answer = await markWelcomed().catch(() => null);
    if (answer) setUser(answer.user);
  }, [setUser]);

  // Read after hydration. A browser that closed the pop-up while it was remembered per browser hands that memory
  // to the account once, instead of greeting again; the next account in this browser gets its own greeting.
  useEffect(() => setGreetedHere(webStorage.get('local', storageKeys.welcomeClosed) === '1'), []);
  useEffect(() => {
    if (!due || !greetedHere || !user) return;
    webStorage.remove('local', storageKeys.welcomeClosed);
    setHandedTo(user.id);
    setGreetedHere(false);
    void remember();
  }, [due, greetedHere, user, remember]);

  // Never on top of another dialog (the booking panel): it waits until that one is closed.
  const ready = useNoOtherDialog(due && greetedHere === false);
  useEffect(() => {
    if (!ready) return;
    setOpen(true);
    void remember();
  }, [ready, remember]);

  return (
    <Dialog open={open} title={t('home.welcome.title', { name: firstNameOf(user) })} onClose={() => setOpen(false)}>
      <p>{t('home.welcome.text', { product: PRODUCT_NAME })}</p>
    </Dialog>
  );
}
