import type { Device } from '@contract/account/settings';
import { useState } from 'react';
import { useSession } from '../../../app/session';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useRemoveDevice } from '../api/remove-device';
import { DevicesTable } from './devices-table';
import styles from './settings.module.css';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Linked Devices: the user's live sessions; removing one signs it out at once. */
export function LinkedDevices({ devices }: { devices: Device[] }) {
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
        setOutcome({ tone: 'success', text: 'Device removed successfully' });
        // Removing this very device signs this browser out: the account area then sends it to the login page.
        if (device.current) setUser(null);
      },
      onError: () => setOutcome({ tone: 'error', text: 'Failed to remove device' }),
      onSettled: () => setPending(null),
    });
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby="devices-title">
      <h2 id="devices-title" className={styles.sectionTitle}>
        Linked Devices
      </h2>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {devices.length === 0 ? (
        <EmptyState>No active devices found.</EmptyState>
      ) : (
        <DevicesTable devices={devices} onRemove={setPending} />
      )}
      <ConfirmDialog
        open={pending !== null}
        question="Remove this device from your account?"
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
