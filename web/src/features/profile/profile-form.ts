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
  city: string;
  state: string;
  passportNo: string;
  passportExpiry: string;
  issuingCountry: string;
  panCard: string;
  domesticPlan: string;
  internationalPlan: string;
}

export type ProfileField = keyof ProfileFormValues;
export type ProfileTab = 'info' | 'documents' | 'preferences';

export const PROFILE_TABS: ReadonlyArray<{ id: ProfileTab; label: string }> = [
  { id: 'info', label: 'Profile Info' },
  { id: 'documents', label: 'Documents' },
  { id: 'preferences', label: 'Preferences' },
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
  city: 'info',
  state: 'info',
  passportNo: 'documents',
  passportExpiry: 'documents',
  issuingCountry: 'documents',
  panCard: 'documents',
  domesticPlan: 'preferences',
  internationalPlan: 'preferences',
};

export const PROFILE_FIELDS = Object.keys(TAB_OF_FIELD) as ProfileField[];

export function isProfileField(name: string): name is ProfileField {
  return name in TAB_OF_FIELD;
}

/** The saved profile as form values (null → ''). */
export function profileToFormValues(profile: Profile): ProfileFormValues {
  const values = {} as Record<ProfileField, string>;
  for (const field of PROFILE_FIELDS) values[field] = (profile[field] as string | null) ?? '';
  return values as ProfileFormValues;
}

/**
 * The PUT /api/profile body: every field as typed, except that a blank e-mail or mobile is left
 * out (SPEC 5), which the server reads as "keep the current one".
 */
export function toProfilePayload(values: ProfileFormValues): ProfileUpdate {
  const { email, mobile, ...rest } = values;
  const payload: ProfileUpdate = { ...rest };
  if (email.trim()) payload.email = email.trim();
  if (mobile.trim()) payload.mobile = mobile.trim();
  return payload;
}

/** The first field, in form order, that has an error. */
export function firstFieldWithError(errors: Partial<Record<string, unknown>>): ProfileField | undefined {
  return PROFILE_FIELDS.find((field) => errors[field]);
}

/** SPEC 3: the account greeting uses the first word of the name, else 'there'. */
export function greetingName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'there';
}

/** The letter shown when there is no avatar: of the name, else the e-mail. */
export function initialOf(name: string | null | undefined, email: string | null | undefined): string {
  const source = name?.trim() || email?.trim() || '?';
  return source.charAt(0).toUpperCase();
}
