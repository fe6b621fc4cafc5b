import type { SavedApplication } from '@contract/account/applications';
import { Alert } from '@web/components/ui/alert';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadMore } from '@web/components/ui/load-more';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { useDeleteSavedApplication } from '@web/features/applications/api/delete-saved-application';
import { useSavedApplications } from '@web/features/applications/api/get-saved-applications';
import styles from '@web/features/applications/components/applications.module.css';
import { SavedApplicationsTable } from '@web/features/applications/components/saved-applications-table';
import { itemsOf } from '@web/lib/paged-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function SavedApplicationsPage() {
  const { t } = useTranslation();
  const saved = useSavedApplications();
  const items = itemsOf(saved.data);
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
      <PageMeta title={t('applications.saved.title')} description={t('applications.saved.metaDescription')} />
      <h1 className={styles.title} ref={titleRef} tabIndex={-1}>
        {t('applications.saved.title')}
      </h1>
      <p className={styles.intro}>{t('applications.saved.intro')}</p>
      {failed ? <Alert tone="error">{t('applications.saved.deleteFailed')}</Alert> : null}
      {saved.isPending ? (
        <Loading label={t('applications.saved.loading')} />
      ) : saved.isError && !saved.data ? (
        <Alert tone="error">{t('applications.saved.loadFailed')}</Alert>
      ) : items.length === 0 ? (
        <EmptyState>{t('applications.saved.empty')}</EmptyState>
      ) : (
        <>
          <SavedApplicationsTable items={items} onDelete={setPending} />
          {saved.isFetchNextPageError ? <Alert tone="error">{t('applications.saved.loadFailed')}</Alert> : null}
          <LoadMore
            hasMore={saved.hasNextPage}
            loading={saved.isFetchingNextPage}
            onLoadMore={() => void saved.fetchNextPage()}
          />
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        question={t('applications.saved.confirm')}
        confirmLabel={t('applications.saved.remove')}
        busyLabel={t('applications.saved.removing')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
