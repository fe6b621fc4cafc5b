import type { Document } from '@contract/account/documents';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Loading } from '../../../components/ui/loading';
import { useDeleteDocument } from '../api/delete-document';
import { useDocuments } from '../api/get-documents';
import styles from './documents.module.css';
import { DocumentsTable } from './documents-table';

/** The uploaded documents with delete (confirmed first); used on the Documents page. */
export function DocumentsList() {
  const documents = useDocuments();
  const remove = useDeleteDocument();
  const [pending, setPending] = useState<Document | null>(null);
  const [failed, setFailed] = useState(false);

  const confirmDelete = () => {
    if (!pending) return;
    setFailed(false);
    remove.mutate(pending.id, { onError: () => setFailed(true), onSettled: () => setPending(null) });
  };

  return (
    <section aria-labelledby="documents-list-title">
      <h2 id="documents-list-title" className={styles.listTitle}>
        Your documents
      </h2>
      {failed ? <Alert tone="error">Delete failed</Alert> : null}
      {documents.isPending ? (
        <Loading label="Loading your documents…" />
      ) : documents.isError ? (
        <Alert tone="error">Failed to load your uploaded documents</Alert>
      ) : documents.data.items.length === 0 ? (
        <EmptyState>No documents uploaded yet.</EmptyState>
      ) : (
        <DocumentsTable items={documents.data.items} onDelete={setPending} />
      )}
      <ConfirmDialog
        open={pending !== null}
        question="Are you sure you want to delete this document?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
