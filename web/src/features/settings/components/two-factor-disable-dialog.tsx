import { DisableTwoFactorFormSchema } from '@contract/account/settings';
import { OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { OtpField } from '@web/components/ui/otp-field';
import { useTranslation } from 'react-i18next';
import { useDisableTwoFactor } from '../api/toggle-2fa';
import { useTwoFactorCodeForm } from '../use-two-factor-code-form';
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
  const { form, outcome, submit, clear } = useTwoFactorCodeForm({
    schema: DisableTwoFactorFormSchema,
    mutation: disable,
    onDone: () => {
      onDisabled();
      close();
    },
  });
  function close() {
    clear();
    onClose();
  }

  return (
    <Dialog
      open={open}
      title={t('settings.twoFactor.disableTitle')}
      description={t('settings.twoFactor.disableDescription')}
      onClose={close}
    >
      <form onSubmit={submit} noValidate>
        <OutcomeAlert outcome={outcome} />
        <OtpField
          label={t('settings.twoFactor.code')}
          digitsOnly={false}
          length={20}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
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
