import { z } from 'zod';
import { NextCursorSchema, pageQuerySchema } from '../paging';

/** Document types, passport first (the default): docs/product/my-account.md#documents. */
export const DOCUMENT_TYPES = ['passport', 'pan', 'visa', 'aadhar', 'photo', 'other'] as const;
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES, { error: 'Choose a document type from the list' });
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

/** Accepted uploads (PDF, JPG/JPEG, PNG), checked by content (magic bytes) on the server. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The file picker's filter: the accepted types by name (the server checks the content too). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';
export const NO_DOCUMENT_FILE = 'Please choose a file first.';

/** POST /api/documents/upload as the upload form fills it: a type and one file of an accepted type. */
export const UploadDocumentFormSchema = z.object({
  type: DocumentTypeSchema,
  file: z
    .custom<File | null>()
    .pipe(z.custom<File>((value) => value instanceof Blob && 'name' in value, NO_DOCUMENT_FILE))
    .refine(
      (file) => DOCUMENT_ACCEPT.split(',').some((extension) => file.name.toLowerCase().endsWith(extension)),
      'Choose a PDF, JPG or PNG file.',
    ),
});
export type UploadDocumentFormInput = z.input<typeof UploadDocumentFormSchema>;
export type UploadDocumentFormValues = z.output<typeof UploadDocumentFormSchema>;

/** An uploaded document. url streams the file back to its owner only (as an attachment). */
export const DocumentSchema = z
  .object({
    id: z.string(),
    type: DocumentTypeSchema,
    filename: z.string(),
    url: z.string().describe('/api/documents/{id}/file'),
    contentType: z.enum(DOCUMENT_CONTENT_TYPES),
    size: z.number().int().describe('bytes'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Document' });
export type Document = z.infer<typeof DocumentSchema>;

/** GET /api/documents (newest first), a page at a time. */
export const DocumentListSchema = z.object({
  items: z.array(DocumentSchema),
  /** Asks for the next page (`?cursor=`); null on the last. */
  nextCursor: NextCursorSchema,
});
export type DocumentList = z.infer<typeof DocumentListSchema>;

/** GET /api/documents?cursor=…&limit=… (20 by default, at most 100). */
export const DocumentListQuerySchema = pageQuerySchema(20);

/**
 * GET /api/documents/choices: the vault as the apply wizard offers it. One entry per file (a file uploaded again
 * under the same name and size is shown once, the newest), none that an operator rejected, newest first, each with
 * the travellers it was attached for.
 */
export const DocumentChoiceSchema = DocumentSchema.extend({
  travellers: z.array(z.string()).describe('Names of the travellers the document was attached for'),
}).meta({ id: 'DocumentChoice' });
export type DocumentChoice = z.infer<typeof DocumentChoiceSchema>;
export const DocumentChoicesSchema = z.object({ items: z.array(DocumentChoiceSchema) });
export type DocumentChoices = z.infer<typeof DocumentChoicesSchema>;
