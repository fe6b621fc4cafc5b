/**
 * Reviews from travellers whose visa was approved here (docs/reviews.md): written once per application by its
 * owner, moderated by support, shown on destination pages. Other modules import only from here.
 */
import { onStatusChange } from '../applications';
import { inviteOnApproval } from './invitation';

export { default as reviewRoutes } from './routes';
export {
  anonymiseReviews,
  hideReview,
  listReviews,
  publishReview,
  REVIEW_MESSAGES,
  reviewsForExport,
} from './service';
export { ReviewShowcase, reviewShowcaseFor } from './showcase';

/** The traveller is invited to rate the service when their visa is approved. Called once by wireModules. */
export function wireReviews(): void {
  onStatusChange(inviteOnApproval);
}
