import {
  type Application,
  MAX_TRAVELLERS,
  type RELATIONSHIPS,
  type TravellerInput,
  type TravellerRow,
  type TravellersForm,
  TravellersFormSchema,
} from '@contract/apply/applications';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/field';
import { useMessageText } from '@web/i18n/use-message-text';
import { errorMessage, showServerFieldErrors } from '@web/lib/error-message';
import { useState } from 'react';
import { type FieldErrors, type UseFormRegister, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './apply.module.css';
import { StepActions } from './step-actions';
import { STEP_FAILED } from './steps';

const EMPTY: TravellerRow = {
  self: false,
  firstName: '',
  lastName: '',
  dob: '',
  passportNo: '',
  passportExpiry: '',
  nationality: 'Indian',
  relationship: '',
};

/** The relationships a co-traveller can have; the value stays the contract's English word. */
const RELATIONSHIP_KEYS: Record<Exclude<(typeof RELATIONSHIPS)[number], 'Self'>, string> = {
  Spouse: 'apply.travellers.relationships.Spouse',
  Child: 'apply.travellers.relationships.Child',
  Parent: 'apply.travellers.relationships.Parent',
  Sibling: 'apply.travellers.relationships.Sibling',
  Friend: 'apply.travellers.relationships.Friend',
  Colleague: 'apply.travellers.relationships.Colleague',
  Other: 'apply.travellers.relationships.Other',
};

function rowsOf(application: Application): TravellerRow[] {
  return application.travellers.map((t) => ({
    self: t.self,
    firstName: t.firstName,
    lastName: t.lastName,
    dob: t.dob ?? '',
    passportNo: t.passportNo ?? '',
    passportExpiry: t.passportExpiry ?? '',
    nationality: t.nationality ?? '',
    relationship: t.relationship,
  }));
}

function TravellerFields({
  row,
  index,
  register,
  errors,
  onRemove,
}: {
  row: TravellerRow;
  index: number;
  register: UseFormRegister<TravellersForm>;
  errors: FieldErrors<TravellerRow> | undefined;
  onRemove?(): void;
}) {
  const { t } = useTranslation();
  const field = (key: Exclude<keyof TravellerRow, 'self'>) => ({
    ...register(`travellers.${index}.${key}`),
    error: errors?.[key]?.message,
  });
  const title = row.self ? t('apply.travellers.you') : t('apply.travellers.coTraveller', { index });
  const relationshipOptions = Object.entries(RELATIONSHIP_KEYS).map(([value, key]) => ({ value, label: t(key) }));
  return (
    <fieldset className={styles.traveller}>
      <legend>{title}</legend>
      <div className={styles.row}>
        <TextField label={t('apply.travellers.firstName')} {...field('firstName')} />
        <TextField label={t('apply.travellers.lastName')} {...field('lastName')} />
        {row.self ? null : (
          <SelectField
            label={t('apply.travellers.relationship')}
            placeholder={t('apply.travellers.choose')}
            options={relationshipOptions}
            {...field('relationship')}
          />
        )}
      </div>
      <div className={styles.row}>
        <TextField label={t('apply.travellers.dob')} type="date" {...field('dob')} />
        <TextField label={t('apply.travellers.nationality')} {...field('nationality')} />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('apply.travellers.passportNo')}
          hint={t('apply.travellers.passportHint')}
          autoCapitalize="characters"
          {...field('passportNo')}
        />
        <TextField label={t('apply.travellers.passportExpiry')} type="date" {...field('passportExpiry')} />
      </div>
      {onRemove ? (
        <div>
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {row.firstName
              ? t('apply.travellers.remove', { name: row.firstName })
              : t('apply.travellers.removeCoTraveller', { index })}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Step 3: the account holder (prefilled from the profile) and up to 5 co-travellers. */
export function TravellersStep({
  application,
  onBack,
  onSave,
}: {
  application: Application;
  onBack(): void;
  /** Saves the travellers and moves on; a refusal is thrown back to show here. */
  onSave(travellers: TravellerInput[]): Promise<void>;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TravellersForm, unknown, { travellers: TravellerInput[] }>({
    defaultValues: { travellers: rowsOf(application) },
    resolver: zodResolver(TravellersFormSchema),
    shouldFocusError: false,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'travellers' });
  const rows = watch('travellers');

  const save = handleSubmit(async ({ travellers }) => {
    setOutcome(null);
    try {
      await onSave(travellers);
    } catch (error) {
      showServerFieldErrors(error, setError, (name) => name.startsWith('travellers.'));
      setOutcome({ tone: 'error', text: messageText(errorMessage(error, STEP_FAILED)) });
    }
  });

  return (
    <form className={`card ${styles.card}`} onSubmit={save} noValidate aria-labelledby="travellers-title">
      <h2 id="travellers-title">{t('apply.travellers.title')}</h2>
      <p className={styles.muted}>{t('apply.travellers.lead')}</p>
      <OutcomeAlert outcome={outcome} />
      {fields.map((item, index) => (
        <TravellerFields
          key={item.id}
          row={rows[index] ?? item}
          index={index}
          register={register}
          errors={errors.travellers?.[index]}
          onRemove={item.self ? undefined : () => remove(index)}
        />
      ))}
      {fields.length < MAX_TRAVELLERS ? (
        <div>
          <Button variant="secondary" onClick={() => append({ ...EMPTY }, { shouldFocus: false })}>
            {t('apply.travellers.add')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('apply.travellers.max')}</p>
      )}
      <StepActions onBack={onBack} busy={isSubmitting} busyLabel={t('apply.saving')}>
        {t('apply.continue')}
      </StepActions>
    </form>
  );
}
