import {
  SAVED_RELATIONSHIPS,
  type SavedTraveller,
  type SavedTravellerForm,
  SavedTravellerFormSchema,
  type SavedTravellerValues,
} from '@contract/account/travellers';
import { zodResolver } from '@hookform/resolvers/zod';
import { PersonFields } from '@web/components/person-fields';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
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
      <PersonFields
        field={field}
        rowClassName={styles.row}
        nationalityOptions={countryOptions}
        relationshipOptions={relationshipOptions}
        expiryHint={t('travellers.expiryHint')}
      />
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
