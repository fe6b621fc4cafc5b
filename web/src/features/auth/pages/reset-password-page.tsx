import { EmailSchema } from '@contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PageMeta } from '../../../components/ui/page-meta';
import { paths } from '../../../config/paths';
import { authApi, errorText } from '../api/auth-api';
import styles from '../components/auth.module.css';
import { useTimedRedirect } from '../use-timed-redirect';

const ResetRequestSchema = z.object({ email: EmailSchema });
type ResetRequestInput = z.input<typeof ResetRequestSchema>;
type ResetRequest = z.output<typeof ResetRequestSchema>;

export const RESET_LINK_SENT = 'Password reset link sent! Please check your email.';
const REDIRECT_AFTER_MS = 3200;

/** SPEC 2.6: request a reset link; on success the message shows and /login follows after 3.2 s. */
export default function ResetPasswordPage() {
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const redirectToLogin = useTimedRedirect(paths.login, REDIRECT_AFTER_MS);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestInput, unknown, ResetRequest>({ resolver: zodResolver(ResetRequestSchema) });

  const submit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await authApi.requestPasswordReset(email);
      setOutcome({ tone: 'success', text: RESET_LINK_SENT });
      redirectToLogin();
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error, 'Failed to send reset email') });
    }
  });

  return (
    <div className="page">
      <PageMeta title="Reset your password" description="Request a password reset link." path={paths.resetPassword} />
      <div className={styles.wrap}>
        <div className={styles.card}>
          <h1 className={styles.title}>Reset your password</h1>
          <p className={styles.lead}>
            Enter the email of your account and we will send you a link to set a new password.
          </p>
          {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
          <form className={styles.form} onSubmit={submit} noValidate aria-label="Reset password">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <Button
              type="submit"
              className={styles.submit}
              busy={isSubmitting}
              busyLabel="Sending..."
              disabled={outcome?.tone === 'success'}
            >
              Reset Password
            </Button>
          </form>
          <div className={styles.links}>
            <Link to={paths.login}>Log In</Link>
            <Link to={paths.contact}>Contact</Link>
          </div>
        </div>
      </div>
    </div>
  );
}
