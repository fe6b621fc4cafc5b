/**
 * Applications made on this site: drafts, travellers and checklist, the state graph, the timeline and the
 * traveller's messages. A status change is announced to the listeners other modules register
 * (onStatusChange); this module imports none of them. Other modules import only from here.
 */

export { applicationInterest } from './country-interest';
export { applicationDocumentUses } from './document-uses';
export { eraseApplications, lockApplicationsOf } from './erasure';
export { applicationsForExport, embassyRecipients } from './export';
export {
  compensateLateApplications,
  type DecidedPromise,
  decidedPromises,
  type LateCompensation,
  onTimeJob,
  onTimeQueue,
  promisedDecisionDate,
  promiseWorkingDaysBetween,
  provideLateCompensation,
} from './on-time';
export { passportCheck } from './passport-check';
export { type PassportReadDeps, readTravellerPassportAgain } from './passport-reads';
export {
  applicationsOfOwner,
  dueAtOf,
  isOverdue,
  ownersOfReference,
  ownsApplicationIn,
  queueNeighbours,
  queuePage,
} from './queue';
export {
  type ApplicationRow,
  checklistOf,
  findById as findApplicationById,
  findByRef as findApplicationByRef,
  findOwned as findOwnedApplication,
  listDraftsPage as listDraftApplicationsPage,
  listSubmittedPage as listSubmittedApplicationsPage,
  lockById as lockApplication,
  statusCounts,
  travellersOf,
} from './repo';
export {
  ABANDONED_NOTE,
  applyRetention,
  type DueDeletion,
  RETENTION_NOTE,
  type RetentionRun,
  retentionDuePage,
} from './retention';
export { DEFAULT_RETENTION, provideRetentionPolicy, type RetentionPolicy } from './retention-policy';
export { default as applyRoutes } from './routes';
export { allowedMoves, CLOSED_STATUSES, canMove } from './state-graph';
export {
  attachVisaFile,
  cancelApplication,
  changeStatus,
  decideChecklistItem,
  onStatusChange,
  recordRefundEntry,
  type StatusChange,
  transition,
} from './status';
export { applicationFiles } from './stored-files';
export { submitProblems } from './trip-checks';
export { applicationTripCheck, refuseNotAllowedTrip } from './trip-verdict';
export { providePaymentsView, resumeUrl, toPublicApplication } from './view';
export { checkVisaFile, type VisaCheckDeps, visaMismatchQuestion } from './visa-check';
