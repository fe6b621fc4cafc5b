import { checkProcessingTime } from '@contract/processing-time';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { useMessageText } from '@web/i18n/use-message-text';
import { useToday } from '@web/lib/use-today';
import { useProcessingText } from '@web/lib/visa-text';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './apply.module.css';
import type { StepError } from './steps';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Step 2: travel dates (the server checks: start in the future, end after start, passports valid 6 months after). */
export function DatesStep({
  initial,
  processingDays,
  busy,
  error,
  onBack,
  onSave,
}: {
  initial: { start: string; end: string };
  /** The chosen option's processing time, to warn when the start date is too soon. */
  processingDays: number | null;
  busy: boolean;
  error: StepError | null;
  onBack(): void;
  onSave(dates: { start: string; end: string }): void;
}) {
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [local, setLocal] = useState<Record<string, string>>({});
  const { t } = useTranslation();
  const messageText = useMessageText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issues: Record<string, string> = {};
    if (!start) issues.start = t('apply.dates.startRequired');
    if (!end) issues.end = t('apply.dates.endRequired');
    else if (start && end <= start) issues.end = t('apply.dates.endAfterStart');
    setLocal(issues);
    if (Object.keys(issues).length === 0) onSave({ start, end });
  };
  const fields = { ...(error?.fields ?? {}), ...local };

  return (
    <form className={`card ${styles.card}`} onSubmit={submit} noValidate aria-labelledby="dates-title">
      <h2 id="dates-title">{t('apply.dates.title')}</h2>
      {error && Object.keys(error.fields).length === 0 ? (
        <Alert tone="error">{messageText(error.message)}</Alert>
      ) : null}
      <div className={styles.row}>
        <TextField
          label={t('apply.dates.start')}
          type="date"
          name="start"
          min={tomorrow()}
          value={start}
          error={fields.start}
          onChange={(event) => setStart(event.target.value)}
        />
        <TextField
          label={t('apply.dates.end')}
          type="date"
          name="end"
          min={start || tomorrow()}
          value={end}
          error={fields.end}
          onChange={(event) => setEnd(event.target.value)}
        />
      </div>
      <ProcessingWarning start={start} processingDays={processingDays} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t('apply.back')}
        </Button>
        <Button type="submit" busy={busy} busyLabel={t('apply.saving')}>
          {t('apply.continue')}
        </Button>
      </div>
    </form>
  );
}

function ProcessingWarning({ start, processingDays }: { start: string; processingDays: number | null }) {
  const today = useToday();
  const processingText = useProcessingText();
  if (!today || !start || processingDays === null || start <= today) return null;
  const check = checkProcessingTime(today, start, processingDays);
  return <Alert tone={check.late ? 'warning' : 'info'}>{processingText.forTrip(check)}</Alert>;
}
