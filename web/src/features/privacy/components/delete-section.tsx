import { type AccountDeletionRequest, AccountDeletionRequestSchema } from '@contract/account/privacy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSession } from '@web/app/session';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { TextField } from '@web/components/ui/field';
import { paths } from '@web/config/paths';
import { serverReason, showServerFieldErrors } from '@web/lib/error-message';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteAccount } from '../api/privacy';
import styles from './privacy.module.css';

const EMPTY: AccountDeletionRequest = { password: '' };
/** Where the legal facts above were checked (docs/privacy.md#delete-my-account, docs/retention.md). */
const GST_SOURCE = 'https://www.knowyourgst.com/gstlaw/cgst-act/36-period-of-retention-of-accounts-36/';
const DPDP_SOURCE =
  'https://www.apnilaw.com/bare-act/dpdp/section-12-digital-personal-data-protection-act-dpdp-right-to-correction-and-erasure-of-personal-data';

/**
 * "Delete my account" (docs/privacy.md#delete-my-account): says beforehand what goes and what stays and why,
 * takes the password again and asks once more in a dialog; the server signs the traveller out everywhere.
 */
export function DeleteSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { setUser } = useSession();
  const remove = useDeleteAccount();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState<AccountDeletionRequest | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AccountDeletionRequest>({ defaultValues: EMPTY, resolver: zodResolver(AccountDeletionRequestSchema) });

  const confirmDelete = () => {
    if (!confirming) return;
    setOutcome(null);
    remove.mutate(confirming, {
      onSuccess: () => {
        setConfirming(null);
        // Leave the signed-in page first, then forget the session the server has ended.
        navigate(paths.home);
        setUser(null);
      },
      onError: (error) => {
        setConfirming(null);
        showServerFieldErrors(error, setError, (name) => name in EMPTY);
        setOutcome({ tone: 'error', text: t('privacy.delete.failed'), detail: serverReason(error, 'Deletion failed') });
      },
    });
  };

  return (
    <section className={`card ${styles.section}`} aria-labelledby="delete-title">
      <h2 id="delete-title" className={styles.sectionTitle}>
        {t('privacy.delete.title')}
      </h2>
      <p className={styles.lead}>{t('privacy.delete.lead')}</p>
      <h3>{t('privacy.delete.erasedTitle')}</h3>
      <ul>
        <li>{t('privacy.delete.erased1')}</li>
        <li>{t('privacy.delete.erased2')}</li>
        <li>{t('privacy.delete.erased3')}</li>
        <li>{t('privacy.delete.erased4')}</li>
      </ul>
      <h3>{t('privacy.delete.keptTitle')}</h3>
      <ul>
        <li>{t('privacy.delete.kept1')}</li>
        <li>{t('privacy.delete.kept2')}</li>
      </ul>
      <p className={styles.lead}>
        {t('privacy.delete.sources')} <a href={GST_SOURCE}>{t('privacy.delete.sourceGst')}</a>,{' '}
        <a href={DPDP_SOURCE}>{t('privacy.delete.sourceDpdp')}</a>
      </p>
      <p>{t('privacy.delete.afterwards')}</p>
      <p>{t('privacy.delete.blocked')}</p>
      <OutcomeAlert outcome={outcome} />
      <form onSubmit={handleSubmit((values) => setConfirming(values))} noValidate>
        <TextField
          label={t('privacy.delete.password')}
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={errors.password?.message}
        />
        <Button type="submit" variant="danger">
          {t('privacy.delete.button')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        question={t('privacy.delete.confirm')}
        description={t('privacy.delete.confirmDescription')}
        confirmLabel={t('privacy.delete.confirmButton')}
        busyLabel={t('privacy.delete.deleting')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
