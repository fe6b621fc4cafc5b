import { MARITAL_STATUSES, type Profile, ProfileUpdateSchema } from '@contract/account/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import fieldStyles from '../../../components/ui/field.module.css';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import {
  firstFieldWithError,
  isProfileField,
  PROFILE_TABS,
  type ProfileField,
  type ProfileFormValues,
  type ProfileTab,
  profileToFormValues,
  TAB_OF_FIELD,
  toProfilePayload,
} from '../profile-form';
import styles from './profile.module.css';
import { panelId, Tabs, tabId } from './tabs';

const TABS_ID = 'profile';
const SESSION_WARNING = 'Your session might have expired. Please log in again.';
const MARITAL_OPTIONS = MARITAL_STATUSES.map((status) => ({ value: status, label: status }));

// The contract schema checks the typed values; the payload itself is built by toProfilePayload.
const resolver = zodResolver(ProfileUpdateSchema, undefined, { raw: true }) as unknown as Resolver<ProfileFormValues>;

type Outcome = 'saved' | 'failed' | 'session' | null;

const todayIso = () => new Date().toISOString().slice(0, 10);

function TabPanel({ tab, selected, children }: { tab: ProfileTab; selected: ProfileTab; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={panelId(TABS_ID, tab)}
      aria-labelledby={tabId(TABS_ID, tab)}
      hidden={tab !== selected}
      className={styles.panel}
    >
      {children}
    </div>
  );
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (outcome === 'saved') return <Alert tone="success">✓ Profile saved successfully!</Alert>;
  if (outcome === 'failed') return <Alert tone="error">Failed to save profile</Alert>;
  if (outcome === 'session') return <Alert tone="warning">{SESSION_WARNING}</Alert>;
  return null;
}

/** The one profile form over three tabs, saved with 'Save Changes'. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [tab, setTab] = useState<ProfileTab>('info');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [focusTarget, setFocusTarget] = useState<ProfileField | null>(null);
  const { register, handleSubmit, formState, setError, setFocus, setValue, reset } = useForm<ProfileFormValues>({
    defaultValues: profileToFormValues(profile),
    resolver,
    shouldFocusError: false,
  });
  const { errors } = formState;

  // A verified e-mail or mobile change lands in the profile: show it in the form too.
  useEffect(() => setValue('email', profile.email), [profile.email, setValue]);
  useEffect(() => setValue('mobile', profile.mobile ?? ''), [profile.mobile, setValue]);
  // Focus once the tab holding the field is visible.
  useEffect(() => {
    if (focusTarget && TAB_OF_FIELD[focusTarget] === tab) {
      setFocus(focusTarget);
      setFocusTarget(null);
    }
  }, [focusTarget, tab, setFocus]);

  const showField = (field: ProfileField | undefined) => {
    if (!field) return;
    setTab(TAB_OF_FIELD[field]);
    setFocusTarget(field);
  };

  const onInvalid = (invalid: FieldErrors<ProfileFormValues>) => {
    setOutcome(null);
    showField(firstFieldWithError(invalid));
  };

  const onValid = (values: ProfileFormValues) => {
    setOutcome(null);
    update.mutate(toProfilePayload(values), {
      onSuccess: (saved) => {
        reset(profileToFormValues(saved.profile));
        setOutcome('saved');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return setOutcome('session');
        setOutcome('failed');
        const fields = error instanceof ApiError ? error.fields : {};
        for (const [name, message] of Object.entries(fields)) if (isProfileField(name)) setError(name, { message });
        showField(firstFieldWithError(fields));
      },
    });
  };

  const text = (name: ProfileField) => ({ ...register(name), error: errors[name]?.message });

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Profile details">
      <OutcomeMessage outcome={outcome} />
      <Tabs<ProfileTab>
        label="Profile sections"
        idPrefix={TABS_ID}
        tabs={PROFILE_TABS}
        selected={tab}
        onSelect={setTab}
      />
      <TabPanel tab="info" selected={tab}>
        <TextField label="First name" autoComplete="given-name" {...text('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...text('lastName')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          hint="A new email is confirmed with a code before it is used."
          {...text('email')}
        />
        <TextField
          label="Mobile"
          type="tel"
          autoComplete="tel"
          hint="A new number is confirmed with a code sent by SMS."
          {...text('mobile')}
        />
        <TextField label="Date of birth" type="date" max={todayIso()} {...text('dob')} />
        <TextField label="Nationality" autoComplete="country-name" {...text('nationality')} />
        <SelectField label="Marital status" placeholder="Select" options={MARITAL_OPTIONS} {...text('maritalStatus')} />
        <TextField label="Anniversary" type="date" max={todayIso()} {...text('anniversary')} />
        <TextField label="City" autoComplete="address-level2" {...text('city')} />
        <TextField label="State" autoComplete="address-level1" {...text('state')} />
      </TabPanel>
      <TabPanel tab="documents" selected={tab}>
        <p className={styles.panelNote}>
          Your passport and PAN details fill in visa forms for you. Upload scans on the{' '}
          <Link to={paths.account.documents}>Documents page</Link>.
        </p>
        <TextField label="Passport number" autoCapitalize="characters" {...text('passportNo')} />
        <TextField label="Passport expiry" type="date" min={todayIso()} {...text('passportExpiry')} />
        <TextField label="Issuing country" autoComplete="country-name" {...text('issuingCountry')} />
        <TextField label="PAN card number" autoCapitalize="characters" hint="Format AAAAA9999A" {...text('panCard')} />
      </TabPanel>
      <TabPanel tab="preferences" selected={tab}>
        <TextArea
          label="Domestic travel plans"
          field="domesticPlan"
          register={register}
          error={errors.domesticPlan?.message}
        />
        <TextArea
          label="International travel plans"
          field="internationalPlan"
          register={register}
          error={errors.internationalPlan?.message}
        />
      </TabPanel>
      <div className={styles.formActions}>
        <Button type="submit" busy={update.isPending} busyLabel="Saving…">
          Save Changes
        </Button>
      </div>
    </form>
  );
}

interface TextAreaProps {
  label: string;
  field: 'domesticPlan' | 'internationalPlan';
  register: ReturnType<typeof useForm<ProfileFormValues>>['register'];
  error?: string;
}

function TextArea({ label, field, register, error }: TextAreaProps) {
  const id = `profile-${field}`;
  return (
    <div className={`${fieldStyles.field} ${styles.wide}`}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${fieldStyles.input} ${styles.textarea}`}
        rows={4}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(field)}
      />
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
