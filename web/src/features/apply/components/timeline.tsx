import type { ApplicationStatus } from '@contract/apply/applications';
import { useStoredText } from '@web/i18n/use-stored-text';
import { formatDateTime } from '@web/lib/format';
import { STATUS_KEYS } from '@web/lib/visa-text';
import { useTranslation } from 'react-i18next';
import styles from './apply.module.css';

interface Entry {
  status: ApplicationStatus;
  at: string;
  note?: string | null;
}

/** Every status the application went through, oldest first. */
export function Timeline({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation();
  const storedText = useStoredText();
  return (
    <ol className={styles.timeline} aria-label={t('apply.timeline')}>
      {entries.map((entry) => (
        <li key={`${entry.status}-${entry.at}`}>
          <strong>{t(STATUS_KEYS[entry.status])}</strong>
          <span className={styles.muted}>{formatDateTime(entry.at)}</span>
          {entry.note ? <span>{storedText(entry.note)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
