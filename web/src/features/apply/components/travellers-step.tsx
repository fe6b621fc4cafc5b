import { SAVED_TRAVELLERS_MAX, type SavedTraveller } from '@contract/account/travellers';
import {
  type Application,
  MAX_TRAVELLERS,
  type TravellerInput,
  type TravellerRow,
  type TravellersForm,
  TravellersFormSchema,
} from '@contract/apply/applications';
import { zodResolver } from '@hookform/resolvers/zod';
import { PersonFields } from '@web/components/person-fields';
import { type Outcome, OutcomeAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useMessageText } from '@web/i18n/use-message-text';
import { useCountries } from '@web/lib/countries-query';
import { useCountryOptions } from '@web/lib/country-options';
import { errorMessage, fieldErrorsOf, showServerFieldErrors } from '@web/lib/error-message';
import { RELATIONSHIP_KEYS, useAddTraveller, useSavedTravellers } from '@web/lib/travellers/saved-travellers';
import { useCountryName } from '@web/lib/visa-text';
import { type ReactNode, useState } from 'react';
import { type FieldErrors, type Path, type UseFormRegister, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './apply.module.css';
import type { FilledField, PassportConflict } from './passport-fill';
import { PassportPhoto } from './passport-photo';
import { rowFromSaved, savedFromRow, savedTravellerOf } from './saved-traveller-rows';
import { StepActions } from './step-actions';
import { STEP_FAILED } from './steps';

const EMPTY: TravellerRow = {
  self: false,
  firstName: '',
  lastName: '',
  dob: '',
  passportNo: '',
  passportExpiry: '',
  nationality: 'India',
  relationship: '',
  save: true,
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
    save: !t.self,
  }));
}

/** What a co-traveller's row offers about the saved travellers: to save the person, or why it cannot. */
type SaveOffer = 'checkbox' | 'full' | null;

/** The countries by English name (what the wizard keeps), plus a nationality typed before the list existed. */
function useNationalityOptions(current: string) {
  const options = useCountryOptions('name');
  if (!current || options.length === 0 || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: current }, ...options];
}

function TravellerFields({
  row,
  index,
  register,
  errors,
  saveOffer,
  passportPhoto,
  onRemove,
}: {
  row: TravellerRow;
  index: number;
  register: UseFormRegister<TravellersForm>;
  errors: FieldErrors<TravellerRow> | undefined;
  saveOffer: SaveOffer;
  /** "Fill from passport photo" for this traveller. */
  passportPhoto: ReactNode;
  onRemove?(): void;
}) {
  const { t } = useTranslation();
  const nationalityOptions = useNationalityOptions(row.nationality);
  const field = (key: Exclude<keyof TravellerRow, 'self' | 'save'>) => ({
    ...register(`travellers.${index}.${key}`),
    error: errors?.[key]?.message,
  });
  const title = row.self ? t('apply.travellers.you') : t('apply.travellers.coTraveller', { index });
  const relationshipOptions = Object.entries(RELATIONSHIP_KEYS).map(([value, key]) => ({ value, label: t(key) }));
  return (
    <fieldset className={styles.traveller}>
      <legend>{title}</legend>
      {passportPhoto}
      <PersonFields
        field={field}
        rowClassName={styles.row}
        nationalityOptions={nationalityOptions}
        relationshipOptions={row.self ? undefined : relationshipOptions}
      />
      {saveOffer === 'checkbox' ? (
        <label className={styles.checkbox}>
          <input type="checkbox" {...register(`travellers.${index}.save`)} />
          {t('apply.travellers.saveForLater')}
        </label>
      ) : saveOffer === 'full' ? (
        <p className={styles.muted}>{t('apply.travellers.savedFull', { max: SAVED_TRAVELLERS_MAX })}</p>
      ) : null}
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

/** The account's saved travellers not yet on this application, one button each: a click adds them filled in. */
function SavedTravellerPicker({
  travellers,
  onPick,
}: {
  travellers: readonly SavedTraveller[];
  onPick(traveller: SavedTraveller): void;
}) {
  const { t } = useTranslation();
  if (travellers.length === 0) return null;
  return (
    <section className={styles.savedPicker} aria-labelledby="saved-travellers-title">
      <h3 id="saved-travellers-title">{t('apply.travellers.savedTitle')}</h3>
      <ul>
        {travellers.map((traveller) => (
          <li key={traveller.id}>
            <Button variant="secondary" size="sm" onClick={() => onPick(traveller)}>
              {t('apply.travellers.addSaved', {
                name: `${traveller.firstName} ${traveller.lastName}`.trim(),
                relationship: t(RELATIONSHIP_KEYS[traveller.relationship]),
              })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A co-traveller ticked "save" that the account refused to keep, with the row it came from. */
class TravellerNotSaved extends Error {
  constructor(
    readonly index: number,
    readonly traveller: string,
    readonly reason: unknown,
  ) {
    super('Traveller not saved');
  }
}

/** Keeps the co-travellers ticked "save" in the account (each once); the first refusal is thrown with its row. */
function useSaveNewTravellers(saved: readonly SavedTraveller[]) {
  const add = useAddTraveller();
  const countries = useCountries();
  const codeOf = (name: string) => countries.data?.find((country) => country.name === name)?.code;
  return async (rows: TravellerRow[]) => {
    for (const [index, row] of rows.entries()) {
      if (row.self || !row.save || savedTravellerOf(row, saved)) continue;
      try {
        await add.mutateAsync(savedFromRow(row, codeOf));
      } catch (error) {
        throw new TravellerNotSaved(index, row.firstName, error);
      }
    }
  };
}

/** Step 3: the account holder (prefilled from the profile) and up to 5 co-travellers, from the saved ones or typed. */
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
  const countryName = useCountryName();
  const countries = useCountries();
  const savedList = useSavedTravellers();
  const saved = savedList.data?.items ?? [];
  const savedFull = savedList.data ? saved.length >= savedList.data.max : false;
  const saveNewTravellers = useSaveNewTravellers(saved);
  const [outcome, setOutcome] = useState<Outcome>(null);
  /** Per traveller (by the field array's item id): what was typed otherwise than the passport says. */
  const [conflicts, setConflicts] = useState<Record<string, PassportConflict[]>>({});
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TravellersForm, unknown, { travellers: TravellerInput[] }>({
    defaultValues: { travellers: rowsOf(application) },
    resolver: zodResolver(TravellersFormSchema),
    shouldFocusError: false,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'travellers' });
  const rows = watch('travellers');
  const englishName = (code: string) =>
    countries.data?.find((country) => country.code === code)?.name ?? countryName(code);
  const notYetAdded = saved.filter((traveller) => !rows.some((row) => savedTravellerOf(row, [traveller])));
  const saveOffer = (row: TravellerRow): SaveOffer =>
    row.self || !savedList.data || savedTravellerOf(row, saved) ? null : savedFull ? 'full' : 'checkbox';

  const save = handleSubmit(async ({ travellers }) => {
    setOutcome(null);
    const undecided = fields.some((item) => (conflicts[item.id] ?? []).some((conflict) => !conflict.choice));
    if (undecided) {
      setOutcome({ tone: 'error', text: t('apply.passportPhoto.chooseFirst') });
      return;
    }
    try {
      await saveNewTravellers(getValues('travellers'));
      await onSave(travellers);
    } catch (error) {
      if (error instanceof TravellerNotSaved) {
        for (const [name, message] of Object.entries(fieldErrorsOf(error.reason))) {
          setError(`travellers.${error.index}.${name}` as Path<TravellersForm>, { type: 'server', message });
        }
        const text = t('apply.travellers.notSaved', { name: error.traveller });
        setOutcome({ tone: 'error', text, detail: messageText(errorMessage(error.reason, text)) });
        return;
      }
      showServerFieldErrors(error, setError, (name) => name.startsWith('travellers.'));
      setOutcome({ tone: 'error', text: messageText(errorMessage(error, STEP_FAILED)) });
    }
  });

  return (
    <form className={`card ${styles.card}`} onSubmit={save} noValidate aria-labelledby="travellers-title">
      <h2 id="travellers-title">{t('apply.travellers.title')}</h2>
      <p className={styles.muted}>{t('apply.travellers.lead')}</p>
      <OutcomeAlert outcome={outcome} />
      {fields.map((item, index) => {
        const row = rows[index] ?? item;
        return (
          <TravellerFields
            key={item.id}
            row={row}
            index={index}
            register={register}
            errors={errors.travellers?.[index]}
            saveOffer={saveOffer(row)}
            passportPhoto={
              <PassportPhoto
                application={application}
                row={row}
                conflicts={conflicts[item.id] ?? []}
                onFill={(field: FilledField, value: string) =>
                  setValue(`travellers.${index}.${field}`, value, { shouldDirty: true, shouldValidate: true })
                }
                onConflicts={(list) => setConflicts((all) => ({ ...all, [item.id]: list }))}
              />
            }
            onRemove={item.self ? undefined : () => remove(index)}
          />
        );
      })}
      {fields.length < MAX_TRAVELLERS ? (
        <>
          <SavedTravellerPicker
            travellers={notYetAdded}
            onPick={(traveller) => append(rowFromSaved(traveller, englishName), { shouldFocus: false })}
          />
          <div>
            <Button variant="secondary" onClick={() => append({ ...EMPTY }, { shouldFocus: false })}>
              {t('apply.travellers.add')}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.muted}>{t('apply.travellers.max')}</p>
      )}
      <StepActions onBack={onBack} busy={isSubmitting} busyLabel={t('apply.saving')}>
        {t('apply.continue')}
      </StepActions>
    </form>
  );
}
