import { eraseApplications, lockApplicationsOf } from './features/applications';
import { eraseDocuments } from './features/documents';
import { eraseAccount } from './features/identity';
import { eraseNotifications } from './features/notifications';
import { lockPaymentsOf } from './features/payments';
import { type AccountErasure, ERASURE_REFUSALS } from './features/privacy';
import { eraseProfile } from './features/profile';
import { anonymiseReviews } from './features/reviews';
import { eraseSavedTravellers } from './features/travellers';
import { eraseSavedTrips } from './features/trip-check';
import { eraseVisaHistory } from './features/visa-history';
import { eraseWishlist } from './features/wishlist';

/**
 * "Delete my account" (docs/privacy.md#delete-my-account): what each module checks and erases, through its
 * public face. A module holding personal data adds its part here. Kept on purpose: payments, invoices, credit
 * notes and refunds, the wallet ledger and referral rewards (money records), consents (evidence), the
 * operators' audit log and review ratings without their words or name (docs/reviews.md) — all pointing only to the erased account's id.
 */
export const accountErasure: AccountErasure = {
  checks: [
    async (tx, userId) => {
      const { openRefs } = await lockApplicationsOf(tx, userId);
      return openRefs.length > 0 ? { refusal: ERASURE_REFUSALS.openApplication } : {};
    },
    async (tx, userId) => {
      const { inFlight, any } = await lockPaymentsOf(tx, userId);
      return { refusal: inFlight ? ERASURE_REFUSALS.paymentInFlight : undefined, keepsPayments: any };
    },
  ],
  parts: [
    (tx, userId) => eraseDocuments(tx, userId),
    (tx, userId, now) => eraseApplications(tx, userId, now),
    (tx, userId) => eraseProfile(tx, userId),
    (tx, userId, now) => anonymiseReviews(tx, userId, now),
    (tx, userId) => eraseSavedTravellers(tx, userId),
    (tx, userId) => eraseSavedTrips(tx, userId),
    (tx, userId) => eraseWishlist(tx, userId),
    (tx, userId) => eraseVisaHistory(tx, userId),
    (tx, userId) => eraseNotifications(tx, userId),
    // Last: identity ends the sessions and frees the address once the confirmation is queued to it.
    (tx, userId) => eraseAccount(tx, userId),
  ],
};
