import type { SavedTraveller, SavedTravellerValues } from '@contract/account/travellers';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { Loading } from '@web/components/ui/loading';
import { PageMeta } from '@web/components/ui/page-meta';
import { paths } from '@web/config/paths';
import { TravellerCard } from '@web/features/travellers/components/traveller-card';
import { TravellerForm } from '@web/features/travellers/components/traveller-form';
import styles from '@web/features/travellers/components/travellers.module.css';
import {
  useAddTraveller,
  useDeleteTraveller,
  useSavedTravellers,
  useUpdateTraveller,
} from '@web/lib/travellers/saved-travellers';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What the form is open for: a new traveller, one being changed, or nothing. */
type Editing = { traveller: SavedTraveller | null } | null;

/** /account/travellers: the co-travellers the account keeps for its next applications. */
export default function TravellersPage() {
  const { t } = useTranslation();
  const travellers = useSavedTravellers();
  const add = useAddTraveller();
  const update = useUpdateTraveller();
  const remove = useDeleteTraveller();
  const [editing, setEditing] = useState<Editing>(null);
  const [pending, setPending] = useState<SavedTraveller | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const save = async (values: SavedTravellerValues) => {
    const changing = editing?.traveller;
    const saved = changing ? await update.mutateAsync({ id: changing.id, ...values }) : await add.mutateAsync(values);
    setEditing(null);
    setNotice({ tone: 'success', text: t('travellers.saved', { name: saved.firstName }) });
  };

  const confirmDelete = () => {
    if (!pending) return;
    setNotice(null);
    remove.mutate(pending.id, {
      onSuccess: () => setNotice({ tone: 'success', text: t('travellers.deleted', { name: pending.firstName }) }),
      onError: () => setNotice({ tone: 'error', text: t('travellers.deleteFailed') }),
      onSettled: () => setPending(null),
    });
  };

  const items = travellers.data?.items ?? [];
  const full = travellers.data ? items.length >= travellers.data.max : false;
  return (
    <>
      <PageMeta title={t('travellers.metaTitle')} description={t('travellers.metaDescription')} />
      <h1 className={styles.title}>{t('travellers.title')}</h1>
      <p className={styles.intro}>
        <Trans i18nKey="travellers.intro" components={{ profile: <Link to={paths.account.profile} /> }} />
      </p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {editing ? (
        <TravellerForm
          key={editing.traveller?.id ?? 'new'}
          traveller={editing.traveller}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className={styles.toolbar}>
          <Button
            onClick={() => {
              setNotice(null);
              setEditing({ traveller: null });
            }}
            disabled={full}
          >
            {t('travellers.add')}
          </Button>
          {full ? <span>{t('travellers.full', { max: travellers.data?.max })}</span> : null}
        </div>
      )}
      {travellers.isPending ? (
        <Loading label={t('travellers.loading')} />
      ) : travellers.isError ? (
        <Alert tone="error">{t('travellers.loadFailed')}</Alert>
      ) : items.length === 0 ? (
        <EmptyState>{t('travellers.empty')}</EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t('travellers.list')}>
          {items.map((traveller) => (
            <li key={traveller.id}>
              <TravellerCard
                traveller={traveller}
                onEdit={() => {
                  setNotice(null);
                  setEditing({ traveller });
                }}
                onDelete={() => setPending(traveller)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        question={t('travellers.confirm', { name: pending?.firstName ?? '' })}
        confirmLabel={t('travellers.delete')}
        busyLabel={t('travellers.deleting')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
