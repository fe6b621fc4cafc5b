import type { DbOrTx } from '@db/client';
import type { StatusChange } from '../applications';
import { notifyUser } from '../notifications';

/**
 * Once a visa is approved the traveller is asked to rate the service (in-app and by e-mail, in their language),
 * in the approval's transaction. Registered on the applications' status changes by wireReviews.
 */
export async function inviteOnApproval(tx: DbOrTx, change: StatusChange): Promise<void> {
  if (change.to !== 'approved') return;
  const { application } = change;
  await notifyUser(tx, {
    kind: 'review-invitation',
    userId: application.userId,
    dedupeKey: `review-invitation:${application.ref}`,
    data: { ref: application.ref, country: application.option.countryName },
  });
}
