import { ConfirmTwoFactorFormSchema, type TwoFactorEnrolment } from '@contract/account/settings';
import { OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { OtpField } from '@web/components/ui/otp-field';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useConfirmTwoFactor } from '../api/confirm-2fa';
import { groupSecret } from '../two-factor';
import { useTwoFactorCodeForm } from '../use-two-factor-code-form';
import styles from './settings.module.css';

interface TwoFactorEnrolDialogProps {
  enrolment: TwoFactorEnrolment | null;
  onEnabled(): void;
  onClose(): void;
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  const actions = useRef<HTMLDivElement>(null);
  // The code form is gone: move focus to the one action left instead of leaving it on the dialog.
  useEffect(() => actions.current?.querySelector('button')?.focus(), []);
  return (
    <>
      <p>{t('settings.twoFactor.recoveryIntro')}</p>
      <ul className={styles.codes} aria-label={t('settings.twoFactor.recoveryCodes')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.dialogActions} ref={actions}>
        <Button onClick={onDone}>{t('settings.twoFactor.savedCodes')}</Button>
      </div>
    </>
  );
}

function ScanStep({ enrolment, onConfirmed }: { enrolment: TwoFactorEnrolment; onConfirmed(codes: string[]): void }) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const { form, outcome, submit } = useTwoFactorCodeForm({
    schema: ConfirmTwoFactorFormSchema,
    mutation: confirm,
    onDone: (result) => onConfirmed(result.recoveryCodes),
  });

  return (
    <form onSubmit={submit} noValidate>
      <OutcomeAlert outcome={outcome} />
      <ol className={styles.steps}>
        <li>
          {t('settings.twoFactor.scan')}
          <img className={styles.qr} src={enrolment.qrDataUrl} alt={t('settings.twoFactor.qrAlt')} />
        </li>
        <li>
          <Trans
            i18nKey="settings.twoFactor.byHand"
            values={{ secret: groupSecret(enrolment.secret) }}
            components={{ secret: <code className={styles.secret} /> }}
          />
        </li>
        <li>{t('settings.twoFactor.enterCode')}</li>
      </ol>
      <OtpField
        label={t('settings.twoFactor.sixDigitCode')}
        length={6}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <div className={styles.dialogActions}>
        <Button type="submit" busy={confirm.isPending} busyLabel={t('settings.twoFactor.verifying')}>
          {t('settings.twoFactor.verifyAndEnable')}
        </Button>
      </div>
    </form>
  );
}

/** Enrolment: QR code and secret, one code to confirm, then the recovery codes once. */
export function TwoFactorEnrolDialog({ enrolment, onEnabled, onClose }: TwoFactorEnrolDialogProps) {
  const { t } = useTranslation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const close = () => {
    setRecoveryCodes(null);
    onClose();
  };

  return (
    <Dialog
      open={enrolment !== null}
      title={recoveryCodes ? t('settings.twoFactor.saveCodesTitle') : t('settings.twoFactor.setUpTitle')}
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
