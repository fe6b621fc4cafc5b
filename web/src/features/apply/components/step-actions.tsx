import { Button } from '@web/components/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './apply.module.css';

/** A step form's Back button and its submit button. */
export function StepActions({
  onBack,
  busy,
  busyLabel,
  children,
}: {
  onBack(): void;
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onBack}>
        {t('apply.back')}
      </Button>
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {children}
      </Button>
    </div>
  );
}
