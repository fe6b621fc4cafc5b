import type { DocumentType } from '@contract/account/documents';
import type { TFunction } from 'i18next';

/** The document types in order (docs/product/my-account.md#documents), passport first (the default); `label` is the catalogue key of its name. */
export const DOCUMENT_TYPE_OPTIONS: ReadonlyArray<{ value: DocumentType; label: string }> = [
  { value: 'passport', label: 'documents.types.passport' },
  { value: 'pan', label: 'documents.types.pan' },
  { value: 'visa', label: 'documents.types.visa' },
  { value: 'aadhar', label: 'documents.types.aadhar' },
  { value: 'photo', label: 'documents.types.photo' },
  { value: 'other', label: 'documents.types.other' },
];

export const DEFAULT_DOCUMENT_TYPE: DocumentType = 'passport';

/** The name of a document type in the page's language; an unknown type shows as stored. */
export function documentTypeLabel(type: string, t: TFunction): string {
  const key = DOCUMENT_TYPE_OPTIONS.find((option) => option.value === type)?.label;
  return key ? t(key) : type;
}
