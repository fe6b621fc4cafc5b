import { accountErasure } from './account-erasure';
import { applicationDocumentUses, applicationFiles, applicationInterest } from './features/applications';
import { followCountryInterests } from './features/catalogue';
import { documentFiles, followDocumentUses } from './features/documents';
import { wirePayments } from './features/payments';
import { exportFiles, provideAccountErasure } from './features/privacy';
import { avatarFiles } from './features/profile';
import { visaHistoryInterests } from './features/visa-history';
import { wishlistInterest } from './features/wishlist';

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
}
