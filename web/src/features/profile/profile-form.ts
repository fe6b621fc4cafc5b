import type { MARITAL_STATUSES, Profile, ProfileUpdate } from '@contract/account/profile';

type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** Every field of the one profile form, as typed (empty string = empty). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  dob: string;
  nationality: string;
  maritalStatus: '' | MaritalStatus;
  anniversary: string;
  address: string;
  city: string;
  state: string;
  passportNo: string;
  passportExpiry: string;
  issuingCountry: string;
  panCard: string;
  gstin: string;
  domesticPlan: string;
  internationalPlan: string;
  /** Asked only when the email or mobile changes; never filled from the saved profile. */
  currentPassword: string;
  twoFactorCode: string;
}

export type ProfileField = keyof ProfileFormValues;
export type ProfileTab = 'info' | 'documents' | 'preferences';

/** The tabs of the profile form; `label` is the catalogue key of the tab's name. */
export const PROFILE_TABS: ReadonlyArray<{ id: ProfileTab; label: string }> = [
  { id: 'info', label: 'profile.tabs.info' },
  { id: 'documents', label: 'profile.tabs.documents' },
  { id: 'preferences', label: 'profile.tabs.preferences' },
];

/** Which tab shows each field, so that a field with an error can be brought into view. */
export const TAB_OF_FIELD: Record<ProfileField, ProfileTab> = {
  firstName: 'info',
  lastName: 'info',
  email: 'info',
  mobile: 'info',
  dob: 'info',
  nationality: 'info',
  maritalStatus: 'info',
  anniversary: 'info',
  address: 'info',
  city: 'info',
  state: 'info',
  passportNo: 'documents',
  passportExpiry: 'documents',
  issuingCountry: 'documents',
  panCard: 'documents',
  gstin: 'documents',
  domesticPlan: 'preferences',
  internationalPlan: 'preferences',
  currentPassword: 'info',
  twoFactorCode: 'info',
};

const PROFILE_FIELDS = Object.keys(TAB_OF_FIELD) as ProfileField[];

export function isProfileField(name: string): name is ProfileField {
  return name in TAB_OF_FIELD;
}

/** The saved profile as form values (null → ''). */
export function profileToFormValues(profile: Profile): ProfileFormValues {
  const values = {} as Record<ProfileField, string>;
  const saved = profile as unknown as Partial<Record<ProfileField, string | null>>;
  for (const field of PROFILE_FIELDS) values[field] = saved[field] ?? '';
  return values as ProfileFormValues;
}

/**
 * The PUT /api/profile body: every field as typed, except that a blank e-mail or mobile is left
 * out (docs/product/my-account.md#profile), which the server reads as "keep the current one", and so is a blank password or code.
 */
export function toProfilePayload(values: ProfileFormValues): ProfileUpdate {
  const { email, mobile, currentPassword, twoFactorCode, ...rest } = values;
  const payload: ProfileUpdate = { ...rest };
  if (email.trim()) payload.email = email.trim();
  if (mobile.trim()) payload.mobile = mobile.trim();
  if (currentPassword) payload.currentPassword = currentPassword;
  if (twoFactorCode.trim()) payload.twoFactorCode = twoFactorCode.trim();
  return payload;
}

/** A new email or mobile is typed in: the account holder must confirm it is them. */
export function changesContact(values: Pick<ProfileFormValues, 'email' | 'mobile'>, profile: Profile): boolean {
  const email = values.email.trim();
  const mobile = values.mobile.replace(/[\s()-]/g, '');
  return (email !== '' && email !== profile.email) || (mobile !== '' && mobile !== (profile.mobile ?? ''));
}

/** The first field, in form order, that has an error. */
export function firstFieldWithError(errors: Partial<Record<string, unknown>>): ProfileField | undefined {
  return PROFILE_FIELDS.find((field) => errors[field]);
}

/** docs/product/my-account.md#profile: the account greeting uses the first word of the name, else 'there' (or the page language's word). */
export function greetingName(name: string | null | undefined, nobody = 'there'): string {
  return name?.trim().split(/\s+/)[0] || nobody;
}

/** The letter shown when there is no avatar: of the name, else the e-mail. */
export function initialOf(name: string | null | undefined, email: string | null | undefined): string {
  const source = name?.trim() || email?.trim() || '?';
  return source.charAt(0).toUpperCase();
}
