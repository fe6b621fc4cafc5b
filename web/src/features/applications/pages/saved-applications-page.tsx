import type { SavedApplication } from '@contract/account/applications';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { PageMeta } from '../../../components/ui/page-meta';
import { useDeleteSavedApplication } from '../api/delete-saved-application';
import { useSavedApplications } from '../api/get-saved-applications';
import styles from '../components/applications.module.css';
import { SavedApplicationsTable } from '../components/saved-applications-table';

export default function SavedApplicationsPage() {
  const saved = useSavedApplications();
  const remove = useDeleteSavedApplication();
  const [pending, setPending] = useState<SavedApplication | null>(null);
  const [failed, setFailed] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const confirmDelete = () => {
    if (!pending) return;
    setFailed(false);
    remove.mutate(pending.id, {
      onSuccess: () => titleRef.current?.focus(),
      onError: () => setFailed(true),
      onSettled: () => setPending(null),
    });
  };

  return (
    <>
      <PageMeta title="Saved Applications" description="Visa applications you saved to finish later." />
      <h1 className={styles.title} ref={titleRef} tabIndex={-1}>
        Saved Applications
      </h1>
      <p className={styles.intro}>Applications you started on the booking site and saved to finish later.</p>
      {failed ? <Alert tone="error">Failed to delete application</Alert> : null}
      {saved.isPending ? (
        <Loading label="Loading saved applications…" />
      ) : saved.isError ? (
        <Alert tone="error">Failed to fetch saved applications</Alert>
      ) : saved.data.items.length === 0 ? (
        <EmptyState>No saved applications found.</EmptyState>
      ) : (
        <SavedApplicationsTable items={saved.data.items} onDelete={setPending} />
      )}
      <ConfirmDialog
        open={pending !== null}
        question="Remove this saved application?"
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
