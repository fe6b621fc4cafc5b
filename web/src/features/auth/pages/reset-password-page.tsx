import { EmailSchema } from '@contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { EmailField } from '@web/components/ui/person-fields';
import { paths } from '@web/config/paths';
import { errorMessage } from '@web/lib/error-message';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useRequestPasswordReset } from '../api/request-password-reset';
import styles from '../components/auth.module.css';
import { AuthCardPage } from '../components/auth-card-page';
import { useTimedRedirect } from '../use-timed-redirect';

const ResetRequestSchema = z.object({ email: EmailSchema });
type ResetRequestInput = z.input<typeof ResetRequestSchema>;
type ResetRequest = z.output<typeof ResetRequestSchema>;

const REDIRECT_AFTER_MS = 3200;

/** docs/product/accounts.md#account-recovery: request a reset link; on success the message shows and /login follows after 3.2 s. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const redirectToLogin = useTimedRedirect(paths.login, REDIRECT_AFTER_MS);
  const requestPasswordReset = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestInput, unknown, ResetRequest>({ resolver: zodResolver(ResetRequestSchema) });

  const submit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await requestPasswordReset.mutateAsync(email);
      setOutcome({ tone: 'success', text: t('auth.reset.linkSent') });
      redirectToLogin();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, t('auth.reset.sendFailed')) });
    }
  });

  return (
    <AuthCardPage
      title={t('auth.reset.title')}
      description={t('auth.reset.metaDescription')}
      path={paths.resetPassword}
    >
      <p className={styles.lead}>{t('auth.reset.lead')}</p>
      <OutcomeAlert outcome={outcome} />
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('auth.reset.formLabel')}>
        <EmailField error={errors.email?.message} {...register('email')} />
        <Button
          type="submit"
          className={styles.submit}
          busy={isSubmitting}
          busyLabel={t('auth.sending')}
          disabled={outcome?.tone === 'success'}
        >
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCardPage>
  );
}
