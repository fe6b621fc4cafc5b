import { applications, applicationTravellers, checklistItems } from '@db/schema/index';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DocumentUses } from '../documents';

/** The checklist items each of the user's documents is attached to: the traveller's name and the item's state. */
export const applicationDocumentUses: DocumentUses = async (db, userId) => {
  const rows = await db
    .select({
      documentId: checklistItems.documentId,
      status: checklistItems.status,
      firstName: applicationTravellers.firstName,
      lastName: applicationTravellers.lastName,
    })
    .from(checklistItems)
    .innerJoin(applications, eq(applications.id, checklistItems.applicationId))
    .innerJoin(applicationTravellers, eq(applicationTravellers.id, checklistItems.travellerId))
    .where(and(eq(applications.userId, userId), isNotNull(checklistItems.documentId)));
  return rows.map((row) => ({
    documentId: row.documentId!,
    status: row.status,
    traveller: `${row.firstName} ${row.lastName}`.trim(),
  }));
};
