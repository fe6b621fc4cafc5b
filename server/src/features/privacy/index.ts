/**
 * Notice and consent by purpose (docs/privacy.md): the consents table, the checks other modules make before
 * submitting or moving an application, and the traveller's /account/privacy. Other modules import only from here.
 */
export { consentChannel } from './channel';
export type { AccountErasure, ErasureCheck } from './erasure';
export { ERASURE_REFUSALS, provideAccountErasure } from './erasure';
export type { ExportPart } from './export';
export { dataExportJob, dataExportQueue, exportFiles, purgeExpiredExports } from './export';
export {
  mayMarketTo,
  recordSignupConsents,
  refuseMoveWithoutConsent,
  requireSubmissionConsents,
  withdrawnConsents,
} from './service';
