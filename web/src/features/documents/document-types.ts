import type { DocumentType } from '@contract/account/documents';

/** SPEC 3 document types in order, passport first (the default). Labels for the select and the table. */
export const DOCUMENT_TYPE_OPTIONS: ReadonlyArray<{ value: DocumentType; label: string }> = [
  { value: 'passport', label: 'Passport' },
  { value: 'pan', label: 'PAN Card' },
  { value: 'visa', label: 'Visa' },
  { value: 'aadhar', label: 'Aadhar Card' },
  { value: 'other', label: 'Other' },
];

export const DEFAULT_DOCUMENT_TYPE: DocumentType = 'passport';

/** The file picker's filter (the server checks the content too). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

export function documentTypeLabel(type: string): string {
  return DOCUMENT_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
}
