import { describe, expect, it } from 'vitest';
import { normaliseMobile, toE164 } from './phone';

describe('mobile numbers', () => {
  it('reads a bare 10-digit number as Indian', () => {
    expect(toE164('9876543210')).toBe('+919876543210');
    expect(toE164('98765 43210')).toBe('+919876543210');
    expect(toE164('098765-43210')).toBe('+919876543210');
  });

  it('keeps numbers given with a country code', () => {
    expect(toE164('+91 98765 43210')).toBe('+919876543210');
    expect(toE164('+1 415 555 2671')).toBe('+14155552671');
  });

  it('refuses what is not a phone number', () => {
    expect(toE164('12345')).toBeUndefined();
    expect(toE164('abcdefghij')).toBeUndefined();
    expect(() => normaliseMobile('12')).toThrow('Enter a valid mobile number');
  });
});
