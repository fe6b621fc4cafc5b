import type { SignedIn } from '@contract/auth';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { OtpField } from '@web/components/ui/otp-field';
import { errorMessage } from '@web/lib/error-message';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import type { TwoFactorInput, TwoFactorValues } from '../form-schemas';
import { authValidation } from '../validation';
import styles from './auth.module.css';

/** The second step of a login with two-factor on: an authenticator code or a recovery code. */
export function TwoFactorStep({
  onSignedIn,
  onCancel,
}: {
  onSignedIn(result: SignedIn): Promise<void>;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const verifyTwoFactor = useVerifyTwoFactor();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorInput, unknown, TwoFactorValues>({
    defaultValues: { code: '' },
    resolver: authValidation.resolver((loaded) => loaded.resolvers.twoFactor),
  });

  const submit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await onSignedIn(await verifyTwoFactor.mutateAsync(code));
    } catch (failure) {
      setFormError(errorMessage(failure, t('auth.twoFactor.invalid')));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className={styles.title}>
        {t('auth.twoFactor.title')}
      </h2>
      <p className={styles.lead}>{t('auth.twoFactor.lead')}</p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <OtpField
        label={t('auth.twoFactor.code')}
        digitsOnly={false}
        length={64}
        error={errors.code?.message}
        autoFocus
        {...register('code')}
      />
      <Button type="submit" className={styles.submit} busy={isSubmitting} busyLabel={t('auth.verifying')}>
        {t('auth.twoFactor.verify')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onCancel}>
          {t('auth.twoFactor.back')}
        </button>
      </div>
    </form>
  );
}
