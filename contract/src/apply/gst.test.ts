import { describe, expect, it } from 'vitest';
import { financialYear, gstinCheckCharacter, gstState, isValidGstin } from './gst';

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character is right and refuses one off by a character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
  });

  it('works the check character out over the first fourteen characters', () => {
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });
});

describe('GST states', () => {
  it('finds a state by code or by the name people write', () => {
    expect(gstState('27')?.name).toBe('Maharashtra');
    expect(gstState(' maharashtra ')?.code).toBe('27');
    expect(gstState('Jammu & Kashmir')?.code).toBe('01');
    expect(gstState('NCT of Delhi')?.code).toBe('07');
    expect(gstState('कर्नाटक')?.code).toBe('29');
    expect(gstState('Bavaria')).toBeUndefined();
  });
});

describe('financial year', () => {
  it('turns on 1 April in India, not in UTC', () => {
    expect(financialYear(new Date('2026-03-31T18:00:00Z'))).toBe('25-26');
    expect(financialYear(new Date('2026-03-31T18:40:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-01-15T00:00:00Z'))).toBe('26-27');
  });
});
