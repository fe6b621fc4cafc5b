import type { Device } from '@contract/account/settings';
import { useSession } from '@web/app/session';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveDevice } from '../api/remove-device';
import { DevicesTable } from './devices-table';
import styles from './settings.module.css';

/** Linked Devices: the user's live sessions; removing one signs it out at once. */
export function LinkedDevices({ devices }: { devices: Device[] }) {
  const { t } = useTranslation();
  const remove = useRemoveDevice();
  const { setUser } = useSession();
  const [pending, setPending] = useState<Device | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const confirmRemove = () => {
    if (!pending) return;
    const device = pending;
    setOutcome(null);
    remove.mutate(device.id, {
      onSuccess: () => {
        setOutcome({ tone: 'success', text: t('settings.devices.removed') });
        // Removing this very device signs this browser out: the account area then sends it to the login page.
        if (device.current) setUser(null);
      },
      onError: () => setOutcome({ tone: 'error', text: t('settings.devices.removeFailed') }),
      onSettled: () => setPending(null),
    });
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby="devices-title">
      <h2 id="devices-title" className={styles.sectionTitle}>
        {t('settings.devices.title')}
      </h2>
      <OutcomeAlert outcome={outcome} />
      {devices.length === 0 ? (
        <EmptyState>{t('settings.devices.empty')}</EmptyState>
      ) : (
        <DevicesTable devices={devices} onRemove={setPending} />
      )}
      <ConfirmDialog
        open={pending !== null}
        question={t('settings.devices.confirm')}
        confirmLabel={t('settings.devices.remove')}
        busyLabel={t('settings.devices.removing')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
