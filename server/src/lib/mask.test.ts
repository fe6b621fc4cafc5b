import { describe, expect, it } from 'vitest';
import { mask, maskReference } from './mask';

describe('masking', () => {
  it('keeps the last characters of a document number', () => {
    expect(mask('Z1234567', 3)).toBe('•••••567');
    expect(mask('AB', 3)).toBe('•••AB');
    expect(mask(null, 3)).toBeNull();
  });

  it('shows a reference by its prefix and last four digits', () => {
    expect(maskReference('HV-2026-123456')).toBe('HV-•••••••3456');
    expect(maskReference('ABCDEFGH')).toBe('••••EFGH');
  });
});
