import { describe, expect, it } from 'vitest';
import { attachmentName } from './saved-file';

describe('attachmentName', () => {
  it('reads the UTF-8 name first, then the plain one', () => {
    expect(attachmentName(`attachment; filename="visa.pdf"; filename*=UTF-8''HelloVisa-visa-HV-1.pdf`)).toBe(
      'HelloVisa-visa-HV-1.pdf',
    );
    expect(attachmentName(`attachment; filename="_.pdf"; filename*=UTF-8''%E0%A4%B5%E0%A5%80.pdf`)).toBe('वी.pdf');
    expect(attachmentName('attachment; filename="plain.pdf"')).toBe('plain.pdf');
    expect(attachmentName('attachment; filename=bare.pdf')).toBe('bare.pdf');
  });

  it('falls back to the plain name when the UTF-8 one is malformed, and answers nothing without a name', () => {
    expect(attachmentName(`attachment; filename="ok.pdf"; filename*=UTF-8''%E0%A4.pdf`)).toBe('ok.pdf');
    expect(attachmentName('attachment')).toBeUndefined();
    expect(attachmentName(null)).toBeUndefined();
  });
});
