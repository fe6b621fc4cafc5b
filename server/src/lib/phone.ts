import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { badRequest } from './app-error';

const DEFAULT_COUNTRY = 'IN';

/** E.164 form of a mobile number, reading bare 10-digit numbers as Indian; undefined when not a valid number. */
export function toE164(input: string): string | undefined {
  const cleaned = input.replace(/[\s().-]/g, '');
  const phone = parsePhoneNumberFromString(cleaned, DEFAULT_COUNTRY);
  return phone?.isValid() ? phone.number : undefined;
}

/** Like toE164, but a 400 with a field message for the `mobile` field when the number is not valid. */
export function normaliseMobile(input: string): string {
  const number = toE164(input);
  if (!number) throw badRequest('Enter a valid mobile number', { mobile: 'Enter a valid mobile number' });
  return number;
}
