import type { Document } from '@contract/account/documents';
import { Alert } from '@web/components/ui/alert';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadMore } from '@web/components/ui/load-more';
import { Loading } from '@web/components/ui/loading';
import { itemsOf } from '@web/lib/paged-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteDocument } from '../api/delete-document';
import { useDocumentPages } from '../api/get-documents';
import styles from './documents.module.css';
import { DocumentsTable } from './documents-table';

/** The uploaded documents, a page at a time, with delete (confirmed first); used on the Documents page. */
export function DocumentsList() {
  const { t } = useTranslation();
  const documents = useDocumentPages();
  const items = itemsOf(documents.data);
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
        {t('documents.list')}
      </h2>
      {failed ? <Alert tone="error">{t('documents.deleteFailed')}</Alert> : null}
      {documents.isPending ? (
        <Loading label={t('documents.loading')} />
      ) : documents.isError && !documents.data ? (
        <Alert tone="error">{t('documents.loadFailed')}</Alert>
      ) : items.length === 0 ? (
        <EmptyState>{t('documents.empty')}</EmptyState>
      ) : (
        <>
          <DocumentsTable items={items} onDelete={setPending} />
          {documents.isFetchNextPageError ? <Alert tone="error">{t('documents.loadFailed')}</Alert> : null}
          <LoadMore
            hasMore={documents.hasNextPage}
            loading={documents.isFetchingNextPage}
            onLoadMore={() => void documents.fetchNextPage()}
          />
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        question={t('documents.confirm')}
        confirmLabel={t('documents.delete')}
        busyLabel={t('documents.deleting')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
