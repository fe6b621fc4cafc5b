import {
  SAVED_RELATIONSHIPS,
  type SavedTraveller,
  type SavedTravellerForm,
  SavedTravellerFormSchema,
  type SavedTravellerValues,
} from '@contract/account/travellers';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/field';
import { useMessageText } from '@web/i18n/use-message-text';
import { useCountryOptions } from '@web/lib/country-options';
import { errorMessage, showServerFieldErrors } from '@web/lib/error-message';
import { RELATIONSHIP_KEYS } from '@web/lib/travellers/saved-travellers';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './travellers.module.css';

const FIELDS = ['firstName', 'lastName', 'relationship', 'dob', 'nationality', 'passportNo', 'passportExpiry'] as const;

const valuesOf = (traveller: SavedTraveller | null): SavedTravellerForm =>
  Object.fromEntries(FIELDS.map((field) => [field, traveller?.[field] ?? ''])) as SavedTravellerForm;

/** Adds or changes one saved traveller; the server's refusals show on their fields. */
export function TravellerForm({
  traveller,
  onSave,
  onCancel,
}: {
  /** The traveller being changed, or null for a new one. */
  traveller: SavedTraveller | null;
  onSave(values: SavedTravellerValues): Promise<unknown>;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const countryOptions = useCountryOptions('code');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SavedTravellerForm, unknown, SavedTravellerValues>({
    defaultValues: valuesOf(traveller),
    resolver: zodResolver(SavedTravellerFormSchema),
  });
  const field = (name: (typeof FIELDS)[number]) => ({ ...register(name), error: errors[name]?.message });
  const relationshipOptions = SAVED_RELATIONSHIPS.map((value) => ({ value, label: t(RELATIONSHIP_KEYS[value]) }));
  const titleId = traveller ? `traveller-form-${traveller.id}` : 'traveller-form-new';

  const save = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await onSave(values);
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS);
      setOutcome({ tone: 'error', text: messageText(errorMessage(error, t('travellers.saveFailed'))) });
    }
  });

  return (
    <form className={`card ${styles.form}`} onSubmit={save} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formTitle}>
        {traveller ? t('travellers.editTitle', { name: traveller.firstName }) : t('travellers.addTitle')}
      </h2>
      <OutcomeAlert outcome={outcome} />
      <div className={styles.row}>
        <TextField label={t('apply.travellers.firstName')} autoComplete="off" maxLength={80} {...field('firstName')} />
        <TextField label={t('apply.travellers.lastName')} autoComplete="off" maxLength={80} {...field('lastName')} />
        <SelectField
          label={t('apply.travellers.relationship')}
          placeholder={t('apply.travellers.choose')}
          options={relationshipOptions}
          {...field('relationship')}
        />
      </div>
      <div className={styles.row}>
        <TextField label={t('apply.travellers.dob')} type="date" {...field('dob')} />
        <SelectField
          label={t('apply.travellers.nationality')}
          placeholder={t('apply.travellers.choose')}
          options={countryOptions}
          {...field('nationality')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('apply.travellers.passportNo')}
          hint={t('apply.travellers.passportHint')}
          autoCapitalize="characters"
          {...field('passportNo')}
        />
        <TextField
          label={t('apply.travellers.passportExpiry')}
          hint={t('travellers.expiryHint')}
          type="date"
          {...field('passportExpiry')}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting} busyLabel={t('travellers.saving')}>
          {t('travellers.save')}
        </Button>
      </div>
    </form>
  );
}
