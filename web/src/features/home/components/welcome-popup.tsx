import { firstNameOf, useSession } from '@web/app/session';
import { Dialog } from '@web/components/ui/dialog';
import { PRODUCT_NAME } from '@web/config/public-config';
import { useNoOtherDialog } from '@web/lib/dialog-gate';
import { storageKeys, webStorage } from '@web/lib/web-storage';
import { useEffect, useState } from 'react';

/** Greets a signed-in traveller once per browser until they close it (docs/product/site.md#home); gone on logout. */
export default function WelcomePopup() {
  const { user } = useSession();
  const [closed, setClosed] = useState(true);
  useEffect(() => setClosed(webStorage.get('local', storageKeys.welcomeClosed) === '1'), []);

  // Never on top of another dialog (the booking panel): it waits until that one is closed.
  const show = useNoOtherDialog(Boolean(user) && !closed);

  const close = () => {
    webStorage.set('local', storageKeys.welcomeClosed, '1');
    setClosed(true);
  };

  return (
    <Dialog open={show} title={`Welcome, ${firstNameOf(user)}!`} onClose={close}>
      <p>
        Good to have you at {PRODUCT_NAME}. Search a destination to see the visa you need, its fee and how long it
        takes, then apply in a few steps.
      </p>
    </Dialog>
  );
}
