import type { Profile } from '@contract/account/profile';
import { describe, expect, it } from 'vitest';
import {
  changesContact,
  firstFieldWithError,
  greetingName,
  initialOf,
  type ProfileFormValues,
  profileToFormValues,
  TAB_OF_FIELD,
  toProfilePayload,
} from './profile-form';

const profile: Profile = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  emailVerified: true,
  mobile: null,
  mobileVerified: false,
  pendingEmail: null,
  pendingMobile: null,
  dob: '1990-04-01',
  nationality: 'Indian',
  maritalStatus: 'Married',
  anniversary: null,
  address: null,
  city: 'Pune',
  state: null,
  passportNo: 'K1234567',
  passportExpiry: '2031-01-31',
  issuingCountry: 'India',
  panCard: null,
  gstin: null,
  domesticPlan: null,
  internationalPlan: 'Japan in spring',
  avatarUrl: null,
};

describe('profileToFormValues', () => {
  it('turns every profile field into text, empty for null', () => {
    const values = profileToFormValues(profile);
    expect(values.firstName).toBe('Asha');
    expect(values.mobile).toBe('');
    expect(values.maritalStatus).toBe('Married');
    expect(values.panCard).toBe('');
    expect(Object.keys(values).sort()).toEqual(Object.keys(TAB_OF_FIELD).sort());
  });
});

describe('toProfilePayload', () => {
  const values: ProfileFormValues = { ...profileToFormValues(profile), email: '  ', mobile: '' };

  it('leaves a blank email and mobile out of the payload', () => {
    const payload = toProfilePayload(values);
    expect('email' in payload).toBe(false);
    expect('mobile' in payload).toBe(false);
    expect(JSON.parse(JSON.stringify(payload))).not.toHaveProperty('email');
  });

  it('sends a filled email and mobile, trimmed, and every other field as typed', () => {
    const payload = toProfilePayload({ ...values, email: ' new@example.com ', mobile: '98765 43210', city: '' });
    expect(payload.email).toBe('new@example.com');
    expect(payload.mobile).toBe('98765 43210');
    expect(payload.city).toBe('');
    expect(payload.firstName).toBe('Asha');
    expect(payload.internationalPlan).toBe('Japan in spring');
  });

  it('sends the current password or two-factor code only when one is typed', () => {
    expect(toProfilePayload(values)).not.toHaveProperty('currentPassword');
    expect(toProfilePayload(values)).not.toHaveProperty('twoFactorCode');
    const payload = toProfilePayload({ ...values, currentPassword: ' secret ', twoFactorCode: ' 123456 ' });
    expect(payload.currentPassword).toBe(' secret ');
    expect(payload.twoFactorCode).toBe('123456');
  });
});

describe('changesContact', () => {
  const saved = { ...profile, mobile: '+919876543210' };
  it('is true only for a new, non-blank email or mobile', () => {
    expect(changesContact({ email: 'asha@example.com', mobile: '+919876543210' }, saved)).toBe(false);
    expect(changesContact({ email: '', mobile: '' }, saved)).toBe(false);
    expect(changesContact({ email: 'new@example.com', mobile: '+919876543210' }, saved)).toBe(true);
    expect(changesContact({ email: 'asha@example.com', mobile: '98765 00000' }, saved)).toBe(true);
  });
});

describe('firstFieldWithError', () => {
  it('follows the order of the form', () => {
    expect(firstFieldWithError({ panCard: { message: 'x' }, dob: { message: 'y' } })).toBe('dob');
    expect(firstFieldWithError({})).toBeUndefined();
  });
});

describe('greetingName', () => {
  it("uses the first word of the name, else 'there'", () => {
    expect(greetingName('Asha Rao')).toBe('Asha');
    expect(greetingName('  Ravi  ')).toBe('Ravi');
    expect(greetingName('')).toBe('there');
    expect(greetingName(null)).toBe('there');
  });
});

describe('initialOf', () => {
  it('takes the first letter of the name, else of the email', () => {
    expect(initialOf('asha rao', 'a@x.com')).toBe('A');
    expect(initialOf('', 'zed@x.com')).toBe('Z');
    expect(initialOf(null, null)).toBe('?');
  });
});
