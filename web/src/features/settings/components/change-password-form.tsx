import { type ChangePassword, ChangePasswordSchema } from '@contract/account/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { NewPasswordField, TextField } from '@web/components/ui/field';
import { showServerFieldErrors } from '@web/lib/error-message';
import { serverReason } from '@web/lib/server-reason';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/change-password';
import styles from './settings.module.css';

const EMPTY: ChangePassword = { currentPassword: '', newPassword: '', confirmPassword: '' };
/** The contract's message for a confirmation unlike the new password; it also shows above the form. */
const PASSWORD_MISMATCH = 'New passwords do not match';

/** docs/product/my-account.md#settings: all three fields required; a new password unlike its confirmation stops here, before any call. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePassword>({ defaultValues: EMPTY, resolver: zodResolver(ChangePasswordSchema) });

  const onInvalid = (invalid: FieldErrors<ChangePassword>) => {
    const mismatch = invalid.confirmPassword?.message === PASSWORD_MISMATCH;
    setOutcome(mismatch ? { tone: 'error', text: t('settings.password.mismatch') } : null);
  };

  const onValid = (values: ChangePassword) => {
    setOutcome(null);
    change.mutate(values, {
      onSuccess: () => {
        reset(EMPTY);
        setOutcome({ tone: 'success', text: t('settings.password.changed') });
      },
      onError: (error) => {
        showServerFieldErrors(error, setError, (name) => name in EMPTY);
        const failed = t('settings.password.failed');
        setOutcome({ tone: 'error', text: failed, detail: serverReason(error, 'Failed to change password') });
      },
    });
  };

  const field = (name: keyof ChangePassword) => ({
    ...register(name),
    type: 'password',
    error: errors[name]?.message,
  });

  return (
    <section className={`card ${styles.section}`} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.sectionTitle}>
        {t('settings.password.title')}
      </h2>
      <OutcomeAlert outcome={outcome} />
      <form className={styles.form} onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
        <TextField
          label={t('settings.password.current')}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <NewPasswordField label={t('settings.password.new')} {...field('newPassword')} />
        <NewPasswordField label={t('settings.password.confirm')} {...field('confirmPassword')} />
        <Button type="submit" busy={change.isPending} busyLabel={t('settings.password.updating')}>
          {t('settings.password.update')}
        </Button>
      </form>
    </section>
  );
}
