import { PasswordSchema } from '@contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { NewPasswordField } from '@web/components/ui/field';
import { paths } from '@web/config/paths';
import { errorMessage, fieldErrorsOf } from '@web/lib/error-message';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useResetLinkCheck } from '../api/check-password-reset-link';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useRequestPasswordReset } from '../api/request-password-reset';
import styles from '../components/auth.module.css';
import { AuthCardPage } from '../components/auth-card-page';
import { useTimedRedirect } from '../use-timed-redirect';

const NewPasswordSchema = z
  .object({
    newPassword: PasswordSchema,
    confirmPassword: z.string().min(8, 'Password must be at least 8 characters.'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match. Please re-enter.',
  });
type NewPassword = z.infer<typeof NewPasswordSchema>;

type LinkState = { status: 'checking' } | { status: 'usable' } | { status: 'spent'; message: string };

/** Asks the server whether the link is still good as soon as the page opens (a lost connection lets the form try). */
function useResetLinkState(email: string, token: string): LinkState {
  const check = useResetLinkCheck({ email, token });
  if (check.isError) return { status: 'usable' };
  if (!check.data) return { status: 'checking' };
  return check.data.valid ? { status: 'usable' } : { status: 'spent', message: check.data.message ?? '' };
}

/** A used or expired link: say so, and send a new link to the same address in one press. */
function SpentLink({ email, message }: { email: string; message: string }) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const requestPasswordReset = useRequestPasswordReset();
  async function sendNewLink() {
    setSending(true);
    setOutcome(null);
    try {
      await requestPasswordReset.mutateAsync(email);
      setOutcome({ tone: 'success', text: t('auth.reset.linkSent') });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, t('auth.reset.sendFailed')) });
    } finally {
      setSending(false);
    }
  }
  return (
    <>
      {outcome ? (
        <Alert tone={outcome.tone}>{outcome.text}</Alert>
      ) : (
        <Alert tone="error">{message || t('auth.reset.linkSpent')}</Alert>
      )}
      {outcome?.tone === 'success' ? null : (
        <Button className={styles.submit} onClick={sendNewLink} busy={sending} busyLabel={t('auth.sending')}>
          {t('auth.reset.sendNewLink')}
        </Button>
      )}
    </>
  );
}
const REDIRECT_AFTER_MS = 2500;

/** docs/product/accounts.md#account-recovery: set a new password with the token and email of the reset link; /login after 2.5 s. */
export default function ResetPasswordConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const redirectToLogin = useTimedRedirect(paths.login, REDIRECT_AFTER_MS);
  const link = useResetLinkState(email, token);
  const confirmPasswordReset = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPassword>({ resolver: zodResolver(NewPasswordSchema) });

  const submit = handleSubmit(async ({ newPassword }) => {
    setOutcome(null);
    try {
      await confirmPasswordReset.mutateAsync({ email, token, newPassword });
      setOutcome({ tone: 'success', text: t('auth.reset.done') });
      redirectToLogin();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, t('auth.reset.failed')) });
      const passwordProblem = fieldErrorsOf(error).newPassword;
      if (passwordProblem) setError('newPassword', { type: 'server', message: passwordProblem });
    }
  });

  const linkComplete = Boolean(token && email);
  const spent = linkComplete && link.status === 'spent' && outcome?.tone !== 'success';
  return (
    <AuthCardPage
      title={t('auth.reset.newTitle')}
      description={t('auth.reset.newMetaDescription')}
      path={paths.resetPasswordConfirm}
    >
      {spent ? null : linkComplete ? (
        <p className={styles.lead}>
          <Trans i18nKey="auth.reset.newLead" values={{ email }} components={{ email: <strong /> }} />
        </p>
      ) : (
        <Alert tone="error">
          <Trans i18nKey="auth.reset.linkIncomplete" components={{ request: <Link to={paths.resetPassword} /> }} />
        </Alert>
      )}
      {spent ? <SpentLink email={email} message={link.status === 'spent' ? link.message : ''} /> : null}
      {outcome && !spent ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {linkComplete && !spent ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('auth.reset.newTitle')}>
          <NewPasswordField
            label={t('auth.reset.newPassword')}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <NewPasswordField
            label={t('auth.confirmPassword')}
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button
            type="submit"
            className={styles.submit}
            busy={isSubmitting}
            busyLabel={t('auth.reset.updating')}
            disabled={outcome?.tone === 'success'}
          >
            {t('auth.reset.update')}
          </Button>
        </form>
      ) : null}
    </AuthCardPage>
  );
}
