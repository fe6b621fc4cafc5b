import { useEffect, useState } from 'react';
import { firstNameOf, useSession } from '../../../app/session';
import { Dialog } from '../../../components/ui/dialog';
import { PRODUCT_NAME } from '../../../config/public-config';
import { storageKeys, webStorage } from '../../../lib/web-storage';

/** Greets a signed-in traveller once per browser until they close it (SPEC 4.4); gone on logout. */
export default function WelcomePopup() {
  const { user } = useSession();
  const [closed, setClosed] = useState(true);
  useEffect(() => setClosed(webStorage.get('local', storageKeys.welcomeClosed) === '1'), []);

  const close = () => {
    webStorage.set('local', storageKeys.welcomeClosed, '1');
    setClosed(true);
  };

  return (
    <Dialog open={Boolean(user) && !closed} title={`Welcome, ${firstNameOf(user)}!`} onClose={close}>
      <p>
        Good to have you at {PRODUCT_NAME}. Search a destination to see the visa you need, its fee and how long it
        takes, then apply in a few steps.
      </p>
    </Dialog>
  );
}
