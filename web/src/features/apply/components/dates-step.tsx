import { type TravelDates, TravelDatesFormSchema } from '@contract/apply/applications';
import { checkProcessingTime } from '@contract/processing-time';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { TextField } from '@web/components/ui/field';
import { useMessageText } from '@web/i18n/use-message-text';
import { errorMessage, fieldErrorsOf, showServerFieldErrors } from '@web/lib/error-message';
import { useToday } from '@web/lib/use-today';
import { useProcessingText } from '@web/lib/visa-text';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './apply.module.css';
import { StepActions } from './step-actions';
import { STEP_FAILED } from './steps';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Step 2: travel dates (the server checks: start in the future, end after start, passports valid as long as the destination's rule asks). */
export function DatesStep({
  initial,
  processingDays,
  onBack,
  onSave,
}: {
  initial: TravelDates;
  /** The chosen option's processing time, to warn when the start date is too soon. */
  processingDays: number | null;
  onBack(): void;
  /** Saves the dates and moves on; a refusal is thrown back to show here. */
  onSave(dates: TravelDates): Promise<void>;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TravelDates>({
    defaultValues: initial,
    resolver: zodResolver(TravelDatesFormSchema),
    shouldFocusError: false,
  });
  const start = watch('start');

  const save = handleSubmit(async (dates) => {
    setOutcome(null);
    try {
      await onSave(dates);
    } catch (error) {
      const isDateField = (name: string) => name in dates;
      showServerFieldErrors(error, setError, isDateField);
      // A refusal that names neither date shows above the form.
      if (!Object.keys(fieldErrorsOf(error)).some(isDateField)) {
        setOutcome({ tone: 'error', text: messageText(errorMessage(error, STEP_FAILED)) });
      }
    }
  });

  return (
    <form className={`card ${styles.card}`} onSubmit={save} noValidate aria-labelledby="dates-title">
      <h2 id="dates-title">{t('apply.dates.title')}</h2>
      <OutcomeAlert outcome={outcome} />
      <div className={styles.row}>
        <TextField
          label={t('apply.dates.start')}
          type="date"
          min={tomorrow()}
          error={errors.start?.message}
          {...register('start')}
        />
        <TextField
          label={t('apply.dates.end')}
          type="date"
          min={start || tomorrow()}
          error={errors.end?.message}
          {...register('end')}
        />
      </div>
      <ProcessingWarning start={start} processingDays={processingDays} />
      <StepActions onBack={onBack} busy={isSubmitting} busyLabel={t('apply.saving')}>
        {t('apply.continue')}
      </StepActions>
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
