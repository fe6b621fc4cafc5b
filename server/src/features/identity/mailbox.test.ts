import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from './mailbox';

describe('canonicalMailbox', () => {
  it('drops +tags everywhere and dots for Gmail only', () => {
    expect(canonicalMailbox('Asha.Rao+2@Gmail.com')).toBe('asharao@gmail.com');
    expect(canonicalMailbox('a.sha.rao@googlemail.com')).toBe('asharao@gmail.com');
    expect(canonicalMailbox('asha.rao+promo@example.com')).toBe('asha.rao@example.com');
    expect(canonicalMailbox(' ravi@example.in ')).toBe('ravi@example.in');
  });

  it('keeps odd addresses usable', () => {
    expect(canonicalMailbox('+tag@example.com')).toBe('+tag@example.com');
    expect(canonicalMailbox('no-at-sign')).toBe('no-at-sign');
  });
});
