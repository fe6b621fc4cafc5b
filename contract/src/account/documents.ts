import { z } from 'zod';

/** SPEC 3: document types, passport first (the default). */
export const DOCUMENT_TYPES = ['passport', 'pan', 'visa', 'aadhar', 'other'] as const;
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES, { error: 'Choose a document type from the list' });
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

/** Accepted uploads, checked by content (magic bytes) on the server. */
export const DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** SPEC 3 "Document". url streams the file back to its owner only (as an attachment). */
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

/** GET /api/documents (newest first). */
export const DocumentListSchema = z.object({ items: z.array(DocumentSchema) });
export type DocumentList = z.infer<typeof DocumentListSchema>;

/**
 * POST /api/documents/upload: multipart/form-data with a `type` field (default passport) and one
 * `file` part; send `type` before `file`. Answers 201 with the new Document.
 * 413 'The file is too large. The limit is 10 MB.'; 415 'Only PDF, JPG and PNG files are accepted.'
 * DELETE /api/documents/{id} answers { ok: true } and removes the stored file.
 */
export const DocumentUploadFieldsSchema = z.object({ type: DocumentTypeSchema.default('passport') });
