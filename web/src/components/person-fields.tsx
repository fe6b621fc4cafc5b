import { SelectField, TextField } from '@web/components/ui/field';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Option = { value: string; label: string };
export type TravellerFieldName =
  | 'firstName'
  | 'lastName'
  | 'relationship'
  | 'dob'
  | 'nationality'
  | 'passportNo'
  | 'passportExpiry';

interface PersonFieldsProps {
  /** A field's registration and its error, from the form that holds the traveller. */
  field: (name: TravellerFieldName) => UseFormRegisterReturn<string> & { error?: string };
  rowClassName?: string;
  nationalityOptions: Option[];
  /** Left out for the account holder, who is "Self". */
  relationshipOptions?: Option[];
  expiryHint?: string;
}

/** A traveller's person fields, the same wherever one is entered: the apply wizard and the Travellers page. */
export function PersonFields({
  field,
  rowClassName,
  nationalityOptions,
  relationshipOptions,
  expiryHint,
}: PersonFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className={rowClassName}>
        <TextField label={t('apply.travellers.firstName')} autoComplete="off" maxLength={80} {...field('firstName')} />
        <TextField label={t('apply.travellers.lastName')} autoComplete="off" maxLength={80} {...field('lastName')} />
        {relationshipOptions ? (
          <SelectField
            label={t('apply.travellers.relationship')}
            placeholder={t('apply.travellers.choose')}
            options={relationshipOptions}
            {...field('relationship')}
          />
        ) : null}
      </div>
      <div className={rowClassName}>
        <TextField label={t('apply.travellers.dob')} type="date" {...field('dob')} />
        <SelectField
          label={t('apply.travellers.nationality')}
          placeholder={t('apply.travellers.choose')}
          options={nationalityOptions}
          {...field('nationality')}
        />
      </div>
      <div className={rowClassName}>
        <TextField
          label={t('apply.travellers.passportNo')}
          hint={t('apply.travellers.passportHint')}
          autoCapitalize="characters"
          {...field('passportNo')}
        />
        <TextField
          label={t('apply.travellers.passportExpiry')}
          hint={expiryHint}
          type="date"
          {...field('passportExpiry')}
        />
      </div>
    </>
  );
}
