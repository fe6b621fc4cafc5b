import { PasswordSchema } from '@contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { authApi, errorText } from '../api/auth-api';
import styles from '../components/auth.module.css';
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

export const PASSWORD_RESET_DONE = 'Password has been reset! Redirecting to login...';
const REDIRECT_AFTER_MS = 2500;

/** SPEC 2.6: set a new password with the token and email of the reset link; /login after 2.5 s. */
export default function ResetPasswordConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const redirectToLogin = useTimedRedirect(paths.login, REDIRECT_AFTER_MS);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPassword>({ resolver: zodResolver(NewPasswordSchema) });

  const submit = handleSubmit(async ({ newPassword }) => {
    setOutcome(null);
    try {
      await authApi.confirmPasswordReset({ email, token, newPassword });
      setOutcome({ tone: 'success', text: PASSWORD_RESET_DONE });
      redirectToLogin();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error, 'Failed to reset password') });
    }
  });

  const linkComplete = Boolean(token && email);
  return (
    <div className="page">
      <PageMeta title="Set a new password" description="Choose a new password." path={paths.resetPasswordConfirm} />
      <div className={styles.wrap}>
        <div className={styles.card}>
          <h1 className={styles.title}>Set a new password</h1>
          {linkComplete ? (
            <p className={styles.lead}>
              Choose a new password for <strong>{email}</strong>.
            </p>
          ) : (
            <Alert tone="error">
              This reset link is incomplete. Please <Link to={paths.resetPassword}>request a new one</Link>.
            </Alert>
          )}
          {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
          {linkComplete ? (
            <form className={styles.form} onSubmit={submit} noValidate aria-label="Set a new password">
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                minLength={8}
                error={errors.newPassword?.message}
                {...register('newPassword')}
              />
              <TextField
                label="Confirm password"
                type="password"
                autoComplete="new-password"
                minLength={8}
                error={errors.confirmPassword?.message}
                {...register('confirmPassword')}
              />
              <Button
                type="submit"
                className={styles.submit}
                busy={isSubmitting}
                busyLabel="Updating..."
                disabled={outcome?.tone === 'success'}
              >
                Update Password
              </Button>
            </form>
          ) : null}
          <div className={styles.links}>
            <Link to={paths.login}>Log In</Link>
            <Link to={paths.contact}>Contact</Link>
          </div>
        </div>
      </div>
    </div>
  );
}
