import type { DbOrTx } from '@db/client';
import { applications, applicationTravellers } from '@db/schema/index';
import { eq, inArray } from 'drizzle-orm';
import { removeStoredFiles } from '../../lib/file-removal';
import * as repo from './repo';
import { hasPayments } from './view';

/** Paid and not finished: work on it is under way, so the account cannot be deleted yet. */
const OPEN_STATUSES: readonly string[] = ['submitted', 'in_review', 'documents_requested', 'with_embassy'];

/**
 * Locks every application of the account (a checkout or a move on any of them waits for the deletion) and
 * answers the refs of those still open; the deletion is refused while there is one.
 */
export async function lockApplicationsOf(tx: DbOrTx, userId: string): Promise<{ openRefs: string[] }> {
  const rows = await tx
    .select({ ref: applications.ref, status: applications.status })
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(applications.id)
    .for('update');
  return { openRefs: rows.filter((row) => OPEN_STATUSES.includes(row.status)).map((row) => row.ref) };
}

/**
 * "Delete my account", the applications' part, in the deletion transaction (rows locked by lockApplicationsOf):
 * a draft with no payment goes whole; an application with a payment is kept as the record the invoice and
 * refunds refer to, with its issued visa file, passport readings and travellers' particulars erased.
 * Documents are erased by the documents module.
 */
export async function eraseApplications(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  const rows = await tx.select().from(applications).where(eq(applications.userId, userId));
  const kept: string[] = [];
  for (const row of rows) {
    if (row.status === 'draft' && !(await hasPayments(tx, row.id))) {
      await repo.deleteApplication(tx, row.id);
    } else {
      kept.push(row.id);
    }
  }
  await removeStoredFiles(
    tx,
    rows.filter((row) => kept.includes(row.id)).map((row) => row.visaFileKey),
  );
  if (kept.length === 0) return;
  await tx
    .update(applications)
    .set({ visaFileKey: null, visaFileName: null, visaFileType: null, visaFileCheck: null, documentsDeletedAt: now })
    .where(inArray(applications.id, kept));
  await tx
    .update(applicationTravellers)
    .set({ firstName: '', lastName: '', dob: null, passportNo: null, passportExpiry: null, nationality: null })
    .where(inArray(applicationTravellers.applicationId, kept));
}
