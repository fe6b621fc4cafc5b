export { documentsForExport } from './export';
export { findOwned as findOwnedDocument, ownedDocumentsAmong, uploadersBetween } from './repo';
export { eraseDocuments, removeDocuments, UPLOAD_RULES } from './service';
export { documentFiles } from './stored-files';
export type { StoredUpload } from './upload';
export { attachmentHeader, receiveUpload } from './upload';
export type { DocumentUse, DocumentUses } from './uses';
export { followDocumentUses } from './uses';
