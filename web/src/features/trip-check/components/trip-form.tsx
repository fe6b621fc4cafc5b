import { VISA_PURPOSES } from '@contract/catalogue-rules';
import { MAX_TRIP_LEGS } from '@contract/trip-check';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/field';
import { useCountryOptions } from '@web/lib/country-options';
import { emptyHeld, emptyLeg, type TripDraft } from '@web/lib/trip-query';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './trip-check.module.css';

interface TripFormProps {
  trip: TripDraft;
  /** The server's messages by field (`legs.0.depart`), from the last check. */
  fieldErrors: Record<string, string>;
  onCheck(trip: TripDraft): void;
}

/** The trip: passport, purpose, documents held and the stops in order; checking puts it in the address. */
export function TripForm({ trip, fieldErrors, onCheck }: TripFormProps) {
  const { t } = useTranslation();
  const countries = useCountryOptions('code');
  const { register, control, handleSubmit } = useForm<TripDraft>({
    defaultValues: { ...trip, legs: trip.legs.length ? trip.legs : [emptyLeg()] },
  });
  const legs = useFieldArray({ control, name: 'legs' });
  const held = useFieldArray({ control, name: 'held' });
  const purposeLabels: Record<(typeof VISA_PURPOSES)[number], string> = {
    tourist: t('tripCheck.purposes.tourist'),
    business: t('tripCheck.purposes.business'),
    family: t('tripCheck.purposes.family'),
    student: t('tripCheck.purposes.student'),
    transit: t('tripCheck.purposes.transit'),
  };
  const purposes = VISA_PURPOSES.map((purpose) => ({ value: purpose, label: purposeLabels[purpose] }));
  const error = (field: string) => fieldErrors[field];

  return (
    <form
      className={`card ${styles.form}`}
      onSubmit={handleSubmit(onCheck)}
      noValidate
      aria-label={t('tripCheck.formLabel')}
    >
      <div className={styles.row}>
        <SelectField
          label={t('tripCheck.passport')}
          options={countries}
          error={error('passport')}
          {...register('passport')}
        />
        <SelectField label={t('tripCheck.purpose')} options={purposes} {...register('purpose')} />
        <TextField
          type="date"
          label={t('tripCheck.expiry')}
          error={error('passportExpiry')}
          {...register('passportExpiry')}
        />
        <TextField
          type="number"
          min={0}
          label={t('tripCheck.blankPages')}
          error={error('blankPages')}
          {...register('blankPages')}
        />
      </div>
      <fieldset className={styles.group}>
        <legend>{t('tripCheck.stops')}</legend>
        {legs.fields.map((field, index) => (
          <div key={field.id} className={styles.row}>
            <SelectField
              label={t('tripCheck.stopCountry', { number: index + 1 })}
              options={countries}
              placeholder={t('tripCheck.choose')}
              error={error(`legs.${index}.country`)}
              {...register(`legs.${index}.country`)}
            />
            <TextField
              type="date"
              label={t('tripCheck.arrive')}
              error={error(`legs.${index}.arrive`)}
              {...register(`legs.${index}.arrive`)}
            />
            <TextField
              type="date"
              label={t('tripCheck.depart')}
              error={error(`legs.${index}.depart`)}
              {...register(`legs.${index}.depart`)}
            />
            <label className={styles.check}>
              <input type="checkbox" {...register(`legs.${index}.transit`)} /> {t('tripCheck.transit')}
            </label>
            {legs.fields.length > 1 ? (
              <Button type="button" variant="secondary" onClick={() => legs.remove(index)}>
                {t('tripCheck.removeStop', { number: index + 1 })}
              </Button>
            ) : null}
          </div>
        ))}
        {error('legs') ? <p className={styles.error}>{error('legs')}</p> : null}
        {legs.fields.length < MAX_TRIP_LEGS ? (
          <Button type="button" variant="secondary" onClick={() => legs.append(emptyLeg())}>
            {t('tripCheck.addStop')}
          </Button>
        ) : null}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('tripCheck.held')}</legend>
        {held.fields.map((field, index) => (
          <div key={field.id} className={styles.row}>
            <SelectField
              label={t('tripCheck.heldKind')}
              options={[
                { value: 'visa', label: t('tripCheck.kinds.visa') },
                { value: 'residence', label: t('tripCheck.kinds.residence') },
              ]}
              {...register(`held.${index}.kind`)}
            />
            <SelectField
              label={t('tripCheck.heldCountry')}
              options={countries}
              placeholder={t('tripCheck.choose')}
              error={error(`held.${index}.country`)}
              {...register(`held.${index}.country`)}
            />
            <TextField
              type="date"
              label={t('tripCheck.validUntil')}
              error={error(`held.${index}.validUntil`)}
              {...register(`held.${index}.validUntil`)}
            />
            <Button type="button" variant="secondary" onClick={() => held.remove(index)}>
              {t('tripCheck.removeHeld')}
            </Button>
          </div>
        ))}
        <Button type="button" variant="secondary" onClick={() => held.append(emptyHeld())}>
          {t('tripCheck.addHeld')}
        </Button>
      </fieldset>
      <Button type="submit">{t('tripCheck.submit')}</Button>
    </form>
  );
}
