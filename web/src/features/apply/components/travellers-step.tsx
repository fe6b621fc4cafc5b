import {
  type Application,
  MAX_TRAVELLERS,
  type RELATIONSHIPS,
  type TravellerInput,
} from '@contract/apply/applications';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/field';
import { useMessageText } from '@web/i18n/use-message-text';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './apply.module.css';
import type { StepError } from './steps';

interface Row {
  self: boolean;
  firstName: string;
  lastName: string;
  dob: string;
  passportNo: string;
  passportExpiry: string;
  nationality: string;
  relationship: string;
}

const EMPTY: Row = {
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

function rowsOf(application: Application): Row[] {
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

/** Blank inputs are left out so the server keeps (or, for the account holder, takes from the profile) what it has. */
function toInput(row: Row): TravellerInput {
  const text = (value: string) => value.trim() || undefined;
  return {
    ...(row.self
      ? { self: true }
      : { relationship: (text(row.relationship) ?? 'Other') as TravellerInput['relationship'] }),
    firstName: text(row.firstName),
    lastName: text(row.lastName),
    dob: text(row.dob),
    passportNo: text(row.passportNo),
    passportExpiry: text(row.passportExpiry),
    nationality: text(row.nationality),
  };
}

function TravellerFields({
  row,
  index,
  fields,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  fields: Record<string, string>;
  onChange(row: Row): void;
  onRemove?(): void;
}) {
  const set = (key: keyof Row) => (event: { target: { value: string } }) =>
    onChange({ ...row, [key]: event.target.value });
  const { t } = useTranslation();
  const error = (key: string) => fields[`travellers.${index}.${key}`];
  const title = row.self ? t('apply.travellers.you') : t('apply.travellers.coTraveller', { index });
  const relationshipOptions = Object.entries(RELATIONSHIP_KEYS).map(([value, key]) => ({ value, label: t(key) }));
  return (
    <fieldset className={styles.traveller}>
      <legend>{title}</legend>
      <div className={styles.row}>
        <TextField
          label={t('apply.travellers.firstName')}
          value={row.firstName}
          onChange={set('firstName')}
          error={error('firstName')}
        />
        <TextField
          label={t('apply.travellers.lastName')}
          value={row.lastName}
          onChange={set('lastName')}
          error={error('lastName')}
        />
        {row.self ? null : (
          <SelectField
            label={t('apply.travellers.relationship')}
            value={row.relationship}
            placeholder={t('apply.travellers.choose')}
            options={relationshipOptions}
            onChange={set('relationship')}
            error={error('relationship')}
          />
        )}
      </div>
      <div className={styles.row}>
        <TextField
          label={t('apply.travellers.dob')}
          type="date"
          value={row.dob}
          onChange={set('dob')}
          error={error('dob')}
        />
        <TextField
          label={t('apply.travellers.nationality')}
          value={row.nationality}
          onChange={set('nationality')}
          error={error('nationality')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('apply.travellers.passportNo')}
          value={row.passportNo}
          onChange={set('passportNo')}
          error={error('passportNo')}
          hint={t('apply.travellers.passportHint')}
          autoCapitalize="characters"
        />
        <TextField
          label={t('apply.travellers.passportExpiry')}
          type="date"
          value={row.passportExpiry}
          onChange={set('passportExpiry')}
          error={error('passportExpiry')}
        />
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
  busy,
  error,
  onBack,
  onSave,
}: {
  application: Application;
  busy: boolean;
  error: StepError | null;
  onBack(): void;
  onSave(travellers: TravellerInput[]): void;
}) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(application));
  const { t } = useTranslation();
  const messageText = useMessageText();
  const fields = error?.fields ?? {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(rows.map(toInput));
  };
  return (
    <form className={`card ${styles.card}`} onSubmit={submit} noValidate aria-labelledby="travellers-title">
      <h2 id="travellers-title">{t('apply.travellers.title')}</h2>
      <p className={styles.muted}>{t('apply.travellers.lead')}</p>
      {error ? <Alert tone="error">{messageText(error.message)}</Alert> : null}
      {rows.map((row, index) => (
        <TravellerFields
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity until they are saved
          key={index}
          row={row}
          index={index}
          fields={fields}
          onChange={(next) => setRows(rows.map((r, i) => (i === index ? next : r)))}
          onRemove={row.self ? undefined : () => setRows(rows.filter((_, i) => i !== index))}
        />
      ))}
      {rows.length < MAX_TRAVELLERS ? (
        <div>
          <Button variant="secondary" onClick={() => setRows([...rows, { ...EMPTY }])}>
            {t('apply.travellers.add')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('apply.travellers.max')}</p>
      )}
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
