import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './confirm-dialog.module.css';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Remove this saved application?'; it names the dialog. */
  question: string;
  /** What confirming does, when the question alone does not say it (e.g. a consequence). */
  description?: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** An accessible replacement for window.confirm: a modal dialog titled by the question, Cancel first. */
export function ConfirmDialog({
  open,
  question,
  description,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={question} description={description} onClose={busy ? () => undefined : onCancel}>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
