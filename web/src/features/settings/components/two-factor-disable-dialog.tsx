import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
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
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failed, setFailed] = useState(false);

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
      },
    });
  };

  return (
    <Dialog
      open={open}
      title="Disable two-factor authentication"
      description="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
      onClose={close}
    >
      <form onSubmit={submit} noValidate>
        {failed ? <Alert tone="error">Failed to toggle 2FA</Alert> : null}
        <TextField
          label="Authentication code"
          name="code"
          autoComplete="one-time-code"
          maxLength={20}
          value={code}
          error={fieldError}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={disable.isPending} busyLabel="Disabling...">
            Disable 2FA
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
