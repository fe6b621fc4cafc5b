/**
 * Mobile numbers as Indian travellers paste them: "+91 98765 43210", "091-98765-43210", "0 98765 43210". Spaces,
 * dashes, dots and brackets are not part of the number, and a leading +91 / 0091 / 91 / 0 in front of a 10-digit
 * number is the country or trunk prefix.
 */
const SEPARATORS = /[\s\-().]/g;
const INDIAN_PREFIX = /^(?:\+91|0091|91|0)(\d{10})$/;

/** The number without separators and without an Indian prefix; anything not a number is left for the rules to refuse. */
export function nationalMobile(value: string): string {
  const compact = value.replace(SEPARATORS, '');
  const national = INDIAN_PREFIX.exec(compact)?.[1];
  if (national) return national;
  return compact.replace(/^\+/, '');
}

/**
 * What a mobile field keeps while the traveller types or pastes: digits only, the prefix dropped as soon as the
 * number is complete, and at most `max` digits (room is left for a prefix still being typed).
 */
export function mobileInput(value: string, max: number): string {
  const compact = value.replace(SEPARATORS, '');
  const national = INDIAN_PREFIX.exec(compact)?.[1];
  if (national) return national.slice(0, max);
  const digits = compact.replace(/\D/g, '');
  const prefix = /^0091/.test(digits) ? 4 : /^91/.test(digits) ? 2 : /^0/.test(digits) ? 1 : 0;
  return digits.slice(0, max + prefix);
}
