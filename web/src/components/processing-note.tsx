import { checkProcessingTime } from '@contract/processing-time';
import { useToday } from '@web/lib/use-today';
import { useProcessingText } from '@web/lib/visa-text';
import { useTranslation } from 'react-i18next';
import styles from './processing-note.module.css';

/**
 * Processing time against the trip: with a start date, when to apply by or a plain warning that the trip is too
 * soon; without one, the earliest start if the traveller applies today.
 */
export function ProcessingNote({ processingDays, start }: { processingDays: number; start?: string | null }) {
  const today = useToday();
  const { t } = useTranslation();
  const processingText = useProcessingText();
  if (!today) return null;
  if (!start) return <p className={styles.timing}>{processingText.applyingToday(today, processingDays)}</p>;
  const check = checkProcessingTime(today, start, processingDays);
  if (!check.late) return <p className={styles.timing}>{processingText.forTrip(check)}</p>;
  return (
    <p className={styles.timingLate}>
      <strong>{t('visaOptions.tooSoon')}</strong>
      {processingText.forTrip(check)}
    </p>
  );
}
