import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { OtpField } from '@web/components/ui/otp-field';
import { serverReason } from '@web/lib/server-reason';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisableTwoFactor } from '../api/toggle-2fa';
import { codeProblem, twoFactorFailure } from '../two-factor';
import styles from './settings.module.css';

interface TwoFactorDisableDialogProps {
  open: boolean;
  onDisabled(): void;
  onClose(): void;
}

/** Switching 2FA off asks for a current authenticator code or a recovery code. */
export function TwoFactorDisableDialog({ open, onDisabled, onClose }: TwoFactorDisableDialogProps) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [reason, setReason] = useState<string>();

  const close = () => {
    setCode('');
    setFieldError(undefined);
    setFailed(false);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const problem = codeProblem(code, { recovery: true });
    setFieldError(problem);
    if (problem) return;
    disable.mutate(code.trim(), {
      onSuccess: () => {
        onDisabled();
        close();
      },
      onError: (error) => {
        setFieldError(twoFactorFailure(error).field);
        setFailed(true);
        setReason(serverReason(error, 'Failed to toggle 2FA'));
      },
    });
  };

  return (
    <Dialog
      open={open}
      title={t('settings.twoFactor.disableTitle')}
      description={t('settings.twoFactor.disableDescription')}
      onClose={close}
    >
      <form onSubmit={submit} noValidate>
        {failed ? (
          <Alert tone="error" detail={reason}>
            {t('settings.twoFactor.failed')}
          </Alert>
        ) : null}
        <OtpField
          label={t('settings.twoFactor.code')}
          name="code"
          digitsOnly={false}
          length={20}
          value={code}
          error={fieldError}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close}>
            {t('settings.twoFactor.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={disable.isPending} busyLabel={t('settings.twoFactor.disabling')}>
            {t('settings.twoFactor.disable')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
