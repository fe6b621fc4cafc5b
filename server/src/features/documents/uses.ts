import type { DbOrTx } from '@db/client';

/** One use of a document: the checklist item it is attached to, that item's state and the traveller's name. */
export interface DocumentUse {
  documentId: string;
  status: string;
  traveller: string;
}

/** Where a user's documents are used; the applications module provides it at start-up (server/src/wiring.ts). */
export type DocumentUses = (db: DbOrTx, userId: string) => Promise<DocumentUse[]>;

let uses: DocumentUses = async () => [];

export function followDocumentUses(found: DocumentUses): void {
  uses = found;
}

export const documentUses: DocumentUses = (db, userId) => uses(db, userId);
