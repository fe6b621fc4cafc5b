import { MARITAL_STATUSES, type Profile, ProfileUpdateSchema } from '@contract/account/profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSession } from '@web/app/session';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField, TextField } from '@web/components/ui/field';
import fieldStyles from '@web/components/ui/field.module.css';
import { OtpField } from '@web/components/ui/otp-field';
import { paths } from '@web/config/paths';
import { errorStatus, fieldErrorsOf } from '@web/lib/error-message';
import { type ReactNode, useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpdateProfile } from '../api/update-profile';
import {
  changesContact,
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
import { CONTACT_VERIFICATION_ID } from './contact-verification';
import styles from './profile.module.css';
import { panelId, Tabs, tabId } from './tabs';

const TABS_ID = 'profile';
/** Catalogue keys of the marital statuses (the stored value stays the English word). */
const MARITAL_LABELS: Record<(typeof MARITAL_STATUSES)[number], string> = {
  Single: 'profile.marital.single',
  Married: 'profile.marital.married',
  Divorced: 'profile.marital.divorced',
  Widowed: 'profile.marital.widowed',
  Other: 'profile.marital.other',
};

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
  const { t } = useTranslation();
  if (outcome === 'saved') return <Alert tone="success">{t('profile.form.saved')}</Alert>;
  if (outcome === 'failed') return <Alert tone="error">{t('profile.saveFailed')}</Alert>;
  if (outcome === 'session') return <Alert tone="warning">{t('profile.sessionExpired')}</Alert>;
  return null;
}

/**
 * The box for the code of a new e-mail or mobile sits above the form: after a save that sent a code, bring it into
 * view and put the focus in its code field, once it has rendered.
 */
function revealContactVerification(until = performance.now() + 3000) {
  requestAnimationFrame(() => {
    const box = document.getElementById(CONTACT_VERIFICATION_ID);
    const codeField = box?.querySelector<HTMLInputElement>('input');
    if (!box || !codeField) {
      // The box appears once the refreshed profile arrives.
      if (performance.now() < until) revealContactVerification(until);
      return;
    }
    box.scrollIntoView({ block: 'center' });
    codeField.focus({ preventScroll: true });
  });
}

/** The one profile form over three tabs, saved with 'Save Changes'. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [tab, setTab] = useState<ProfileTab>('info');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [focusTarget, setFocusTarget] = useState<ProfileField | null>(null);
  const { user } = useSession();
  const { register, handleSubmit, formState, setError, setFocus, setValue, reset, watch } = useForm<ProfileFormValues>({
    defaultValues: profileToFormValues(profile),
    resolver,
    shouldFocusError: false,
  });
  const { errors } = formState;
  const askAccountHolder = changesContact({ email: watch('email'), mobile: watch('mobile') }, profile);

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
        const newCodeSent =
          (saved.profile.pendingEmail && saved.profile.pendingEmail !== profile.pendingEmail) ||
          (saved.profile.pendingMobile && saved.profile.pendingMobile !== profile.pendingMobile);
        if (newCodeSent) revealContactVerification();
      },
      onError: (error) => {
        if (errorStatus(error) === 401) return setOutcome('session');
        setOutcome('failed');
        const fields = fieldErrorsOf(error);
        for (const [name, message] of Object.entries(fields)) if (isProfileField(name)) setError(name, { message });
        showField(firstFieldWithError(fields));
      },
    });
  };

  const text = (name: ProfileField) => ({ ...register(name), error: errors[name]?.message });
  const tabs = PROFILE_TABS.map((item) => ({ ...item, label: t(item.label) }));
  const maritalOptions = MARITAL_STATUSES.map((status) => ({ value: status, label: t(MARITAL_LABELS[status]) }));

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label={t('profile.form.label')}>
      <Tabs<ProfileTab>
        label={t('profile.form.sections')}
        idPrefix={TABS_ID}
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
      />
      <TabPanel tab="info" selected={tab}>
        <TextField label={t('profile.form.firstName')} autoComplete="given-name" {...text('firstName')} />
        <TextField label={t('profile.form.lastName')} autoComplete="family-name" {...text('lastName')} />
        <TextField
          label={t('profile.form.email')}
          type="email"
          autoComplete="email"
          hint={t('profile.form.emailHint')}
          {...text('email')}
        />
        <TextField
          label={t('profile.form.mobile')}
          type="tel"
          autoComplete="tel"
          hint={t('profile.form.mobileHint')}
          {...text('mobile')}
        />
        {askAccountHolder ? (
          <>
            <TextField
              label={t('profile.form.currentPassword')}
              type="password"
              autoComplete="current-password"
              hint={t('profile.form.currentPasswordHint')}
              {...text('currentPassword')}
            />
            {user?.twoFAEnabled ? (
              <OtpField
                label={t('profile.form.twoFactorCode')}
                hint={t('profile.form.twoFactorHint')}
                {...text('twoFactorCode')}
              />
            ) : null}
          </>
        ) : null}
        <TextField label={t('profile.form.dob')} type="date" max={todayIso()} {...text('dob')} />
        <TextField label={t('profile.form.nationality')} autoComplete="country-name" {...text('nationality')} />
        <SelectField
          label={t('profile.form.maritalStatus')}
          placeholder={t('profile.form.select')}
          options={maritalOptions}
          {...text('maritalStatus')}
        />
        <TextField label={t('profile.form.anniversary')} type="date" max={todayIso()} {...text('anniversary')} />
        <TextField
          label={t('profile.form.address')}
          autoComplete="street-address"
          hint={t('profile.form.addressHint')}
          {...text('address')}
        />
        <TextField label={t('profile.form.city')} autoComplete="address-level2" {...text('city')} />
        <TextField label={t('profile.form.state')} autoComplete="address-level1" {...text('state')} />
      </TabPanel>
      <TabPanel tab="documents" selected={tab}>
        <p className={styles.panelNote}>
          <Trans i18nKey="profile.form.documentsNote" components={{ link: <Link to={paths.account.documents} /> }} />
        </p>
        <TextField label={t('profile.form.passportNo')} autoCapitalize="characters" {...text('passportNo')} />
        <TextField label={t('profile.form.passportExpiry')} type="date" min={todayIso()} {...text('passportExpiry')} />
        <TextField label={t('profile.form.issuingCountry')} autoComplete="country-name" {...text('issuingCountry')} />
        <TextField
          label={t('profile.form.panCard')}
          autoCapitalize="characters"
          hint={t('profile.form.panHint')}
          {...text('panCard')}
        />
        <TextField
          label={t('profile.form.gstin')}
          autoCapitalize="characters"
          hint={t('profile.form.gstinHint')}
          {...text('gstin')}
        />
      </TabPanel>
      <TabPanel tab="preferences" selected={tab}>
        <TextArea
          label={t('profile.form.domesticPlan')}
          field="domesticPlan"
          register={register}
          error={errors.domesticPlan?.message}
        />
        <TextArea
          label={t('profile.form.internationalPlan')}
          field="internationalPlan"
          register={register}
          error={errors.internationalPlan?.message}
        />
      </TabPanel>
      <div className={styles.formActions}>
        {/* The outcome shows beside the button, where the eye is after pressing it (not at the top, off-screen). */}
        <OutcomeMessage outcome={outcome} />
        <Button type="submit" busy={update.isPending} busyLabel={t('profile.form.saving')}>
          {t('profile.form.save')}
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
