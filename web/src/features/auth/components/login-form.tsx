import type { LoginResult } from '@contract/auth';
import { EmailSchema, LoginPasswordSchema } from '@contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { authApi, errorText } from '../api/auth-api';
import styles from './auth.module.css';

const LoginFormSchema = z.object({ email: EmailSchema, password: LoginPasswordSchema });
type LoginFormInput = z.input<typeof LoginFormSchema>;
type LoginFormValues = z.output<typeof LoginFormSchema>;

/** Log in tab: e-mail and password. */
export function LoginForm({ onResult }: { onResult(result: LoginResult): Promise<void> }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({ resolver: zodResolver(LoginFormSchema) });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onResult(await authApi.login(values));
    } catch (error) {
      setFormError(errorText(error, 'Login failed'));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Log in">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className={styles.submit} busy={isSubmitting} busyLabel="Submitting...">
        Log in
      </Button>
      <div className={styles.links}>
        <Link to={paths.resetPassword}>Forgot password?</Link>
        <Link to={paths.verifyEmail}>Verify your email</Link>
      </div>
    </form>
  );
}
