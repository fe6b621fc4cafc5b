import type { DestinationPage } from '@contract/catalogue';
import type { Database } from '@db/client';
import { accountErasure } from './account-erasure';
import { applicationDocumentUses, applicationFiles, applicationInterest } from './features/applications';
import { destinationSource, followCountryInterests } from './features/catalogue';
import { documentFiles, followDocumentUses } from './features/documents';
import { wirePayments } from './features/payments';
import { exportFiles, provideAccountErasure } from './features/privacy';
import { avatarFiles } from './features/profile';
import { reviewShowcaseFor, wireReviews } from './features/reviews';
import { visaHistoryInterests } from './features/visa-history';
import { wishlistInterest } from './features/wishlist';
import type { DestinationSource } from './plugins/destination-pages';

/** Every module's rows that name stored files: a file none of them names is an orphan. */
export const STORED_FILES = [documentFiles, avatarFiles, applicationFiles, exportFiles];

/**
 * What modules tell each other without importing each other, wired once by every entry point (the
 * server, the command line) before any work.
 */
export function wireModules(): void {
  followCountryInterests([wishlistInterest, applicationInterest, ...visaHistoryInterests]);
  followDocumentUses(applicationDocumentUses);
  wirePayments();
  provideAccountErasure(accountErasure);
  wireReviews();
}

/**
 * What server-rendered destination pages show: the live catalogue's entry and the destination's published reviews
 * (docs/reviews.md). A page's cached HTML is dropped when either changes.
 */
export function destinationPagesSource(database: Database): DestinationSource {
  const catalogue = destinationSource(database);
  const reviews = reviewShowcaseFor(database);
  return {
    start: () => Promise.all([catalogue.start(), reviews.start()]).then(() => undefined),
    get version() {
      return catalogue.version + reviews.version;
    },
    page: (slug, lang) => catalogue.page(slug, lang),
    has: (slug) => catalogue.has(slug),
    slugs: () => catalogue.slugs(),
    extras: (slug, lang) => {
      const page = catalogue.page(slug, lang) as DestinationPage | undefined;
      return page ? { reviews: reviews.of(page.destination.code) } : {};
    },
  };
}
