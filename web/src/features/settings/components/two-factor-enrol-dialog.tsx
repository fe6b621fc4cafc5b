import type { TwoFactorEnrolment } from '@contract/account/settings';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useConfirmTwoFactor } from '../api/confirm-2fa';
import { codeProblem, groupSecret, twoFactorFailure } from '../two-factor';
import styles from './settings.module.css';

interface TwoFactorEnrolDialogProps {
  enrolment: TwoFactorEnrolment | null;
  onEnabled(): void;
  onClose(): void;
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const actions = useRef<HTMLDivElement>(null);
  // The code form is gone: move focus to the one action left instead of leaving it on the dialog.
  useEffect(() => actions.current?.querySelector('button')?.focus(), []);
  return (
    <>
      <p>
        Two-factor authentication is on. Keep these recovery codes somewhere safe: each one signs you in once if you
        lose your phone. They are shown only now.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.dialogActions} ref={actions}>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </>
  );
}

function ScanStep({ enrolment, onConfirmed }: { enrolment: TwoFactorEnrolment; onConfirmed(codes: string[]): void }) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failed, setFailed] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const problem = codeProblem(code, { recovery: false });
    setFieldError(problem);
    if (problem) return;
    confirm.mutate(code.trim(), {
      onSuccess: (result) => onConfirmed(result.recoveryCodes),
      onError: (error) => {
        setFieldError(twoFactorFailure(error).field);
        setFailed(true);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      {failed ? <Alert tone="error">Failed to toggle 2FA</Alert> : null}
      <ol className={styles.steps}>
        <li>
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
          <img className={styles.qr} src={enrolment.qrDataUrl} alt="QR code to scan with your authenticator app" />
        </li>
        <li>
          Or enter this key by hand: <code className={styles.secret}>{groupSecret(enrolment.secret)}</code>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <TextField
        label="6-digit code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={fieldError}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <div className={styles.dialogActions}>
        <Button type="submit" busy={confirm.isPending} busyLabel="Verifying...">
          Verify and enable
        </Button>
      </div>
    </form>
  );
}

/** Enrolment: QR code and secret, one code to confirm, then the recovery codes once. */
export function TwoFactorEnrolDialog({ enrolment, onEnabled, onClose }: TwoFactorEnrolDialogProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const close = () => {
    setRecoveryCodes(null);
    onClose();
  };

  return (
    <Dialog
      open={enrolment !== null}
      title={recoveryCodes ? 'Save your recovery codes' : 'Set up two-factor authentication'}
      onClose={close}
    >
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={close} />
      ) : enrolment ? (
        <ScanStep
          enrolment={enrolment}
          onConfirmed={(codes) => {
            setRecoveryCodes(codes);
            onEnabled();
          }}
        />
      ) : null}
    </Dialog>
  );
}
