import { describe, expect, it } from 'vitest';
import { mobileInput, nationalMobile } from './phone';

describe('pasted Indian mobile numbers', () => {
  it('drops separators and the +91 / 0091 / 91 / 0 prefix of a 10-digit number', () => {
    for (const pasted of [
      '+91 98765 43210',
      '+91-98765-43210',
      '0091 98765 43210',
      '919876543210',
      '09876543210',
      '(+91) 98765.43210',
      '98765 43210',
    ]) {
      expect(nationalMobile(pasted), pasted).toBe('9876543210');
      expect(mobileInput(pasted, 10), pasted).toBe('9876543210');
    }
  });

  it('keeps other numbers as digits for the length rule to judge', () => {
    expect(nationalMobile('+44 7700 900123')).toBe('447700900123');
    expect(nationalMobile('98765abc')).toBe('98765abc');
    expect(mobileInput('98765abc', 10)).toBe('98765');
  });

  it('caps what is typed at the field length, leaving room for a prefix still being typed', () => {
    expect(mobileInput('98765432109', 10)).toBe('9876543210');
    expect(mobileInput('+91 98765', 10)).toBe('9198765');
    expect(mobileInput('+91 9876543', 10)).toBe('919876543');
    expect(mobileInput('+91 987654321', 10)).toBe('91987654321');
    expect(mobileInput('+91 9876543210', 10)).toBe('9876543210');
    expect(mobileInput('0987654321', 10)).toBe('0987654321');
    expect(mobileInput('9198765432', 10)).toBe('9198765432'); // a real number that starts with 91
    // Typed one key at a time into a field that keeps only digits: the + is gone, the 91 is not.
    let field = '';
    for (const key of '+91 98765 43210') field = mobileInput(field + key, 10);
    expect(field).toBe('9876543210');
  });
});
