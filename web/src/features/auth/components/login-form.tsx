import type { LoginResult } from '@contract/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { EmailField } from '@web/components/ui/person-fields';
import { paths } from '@web/config/paths';
import { errorMessage } from '@web/lib/error-message';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogin } from '../api/login';
import type { LoginFormInput, LoginFormValues } from '../form-schemas';
import { authValidation } from '../validation';
import styles from './auth.module.css';

/** Log in tab: e-mail and password. */
export function LoginForm({ onResult }: { onResult(result: LoginResult): Promise<void> }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: authValidation.resolver((loaded) => loaded.resolvers.login),
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onResult(await login.mutateAsync(values));
    } catch (error) {
      setFormError(errorMessage(error, t('auth.loginFailed')));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('auth.login')}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className={styles.submit} busy={isSubmitting} busyLabel={t('auth.submitting')}>
        {t('auth.login')}
      </Button>
      <div className={styles.links}>
        <Link to={paths.resetPassword}>{t('auth.forgot')}</Link>
        <Link to={paths.verifyEmail}>{t('auth.verifyYourEmail')}</Link>
      </div>
    </form>
  );
}
