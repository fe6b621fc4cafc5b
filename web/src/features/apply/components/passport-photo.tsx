import type { Application, TravellerRow } from '@contract/apply/applications';
import type { TripReason } from '@contract/trip-check';
import { Reasons } from '@web/components/trip-answer/trip-answer';
import { Alert } from '@web/components/ui/alert';
import { useMessageText } from '@web/i18n/use-message-text';
import { useCountries } from '@web/lib/countries-query';
import { errorMessage } from '@web/lib/error-message';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passportRefusals, readPassportPhoto } from '../api/passport-reading';
import styles from './apply.module.css';
import { countryOfZone, type FilledField, fillPlan, type PassportConflict, valuesOf } from './passport-fill';

const FIELD_LABELS: Record<FilledField, string> = {
  firstName: 'apply.travellers.firstName',
  lastName: 'apply.travellers.lastName',
  dob: 'apply.travellers.dob',
  nationality: 'apply.travellers.nationality',
  passportNo: 'apply.travellers.passportNo',
  passportExpiry: 'apply.travellers.passportExpiry',
};

type Status = { tone: 'info' | 'error' | 'success'; text: string } | null;

/**
 * "Fill from passport photo" for one traveller: the photo page is read on our server, empty fields fill in,
 * fields typed otherwise become choices, and a passport the trip check's rule refuses for this trip is flagged.
 */
export function PassportPhoto({
  application,
  row,
  conflicts,
  onFill,
  onConflicts,
}: {
  application: Application;
  row: TravellerRow;
  conflicts: PassportConflict[];
  onFill(field: FilledField, value: string): void;
  onConflicts(conflicts: PassportConflict[]): void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const countries = useCountries();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [refusals, setRefusals] = useState<TripReason[]>([]);
  const countryName = (code: string) => countries.data?.find((country) => country.code === code)?.name;

  const take = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setStatus({ tone: 'info', text: t('apply.passportPhoto.reading') });
    setRefusals([]);
    try {
      const reading = await readPassportPhoto(file);
      if (!reading.valid) {
        setStatus({ tone: 'error', text: t('apply.passportPhoto.unsure') });
        return;
      }
      const plan = fillPlan(row, valuesOf(reading, countryName));
      for (const [field, value] of plan.fill) onFill(field, value);
      onConflicts(plan.conflicts);
      setStatus({
        tone: 'success',
        text: plan.conflicts.length > 0 ? t('apply.passportPhoto.filledWithChoices') : t('apply.passportPhoto.filled'),
      });
      const passport = countryOfZone(reading.mrz.nationality);
      if (passport && reading.mrz.expiryDate) {
        setRefusals(await passportRefusals(application, passport, reading.mrz.expiryDate).catch(() => []));
      }
    } catch (error) {
      setStatus({ tone: 'error', text: messageText(errorMessage(error, t('apply.passportPhoto.failed'))) });
    } finally {
      setBusy(false);
    }
  };

  const choose = (index: number, choice: 'typed' | 'read') => {
    const conflict = conflicts[index]!;
    onFill(conflict.field, choice === 'typed' ? conflict.typed : conflict.read);
    onConflicts(conflicts.map((item, i) => (i === index ? { ...item, choice } : item)));
  };

  return (
    <div className={styles.passportPhoto}>
      <label htmlFor={inputId} className={styles.passportPhotoButton} aria-disabled={busy || undefined}>
        {t('apply.passportPhoto.button')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*,application/pdf"
        capture="environment"
        className="visually-hidden"
        disabled={busy}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => {
          void take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p id={`${inputId}-hint`} className={styles.muted}>
        {t('apply.passportPhoto.hint')}
      </p>
      {status ? <Alert tone={status.tone}>{status.text}</Alert> : null}
      {refusals.length > 0 ? (
        <Alert tone="warning">
          {t('apply.passportPhoto.tooShort')}
          <Reasons reasons={refusals} />
        </Alert>
      ) : null}
      {conflicts.map((conflict, index) => (
        <fieldset key={conflict.field} className={styles.passportChoice} data-field={conflict.field}>
          <legend>
            {t('apply.passportPhoto.differs', {
              field: t(FIELD_LABELS[conflict.field]),
              typed: conflict.typed,
              read: conflict.read,
            })}
          </legend>
          <label>
            <input
              type="radio"
              name={`${inputId}-${conflict.field}`}
              checked={conflict.choice === 'read'}
              onChange={() => choose(index, 'read')}
            />
            {t('apply.passportPhoto.useRead', { value: conflict.read })}
          </label>
          <label>
            <input
              type="radio"
              name={`${inputId}-${conflict.field}`}
              checked={conflict.choice === 'typed'}
              onChange={() => choose(index, 'typed')}
            />
            {t('apply.passportPhoto.keepTyped', { value: conflict.typed })}
          </label>
        </fieldset>
      ))}
    </div>
  );
}
