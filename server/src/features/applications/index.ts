/**
 * Applications made on this site: drafts, travellers and checklist, the state graph, the timeline and the
 * traveller's messages. A status change is announced to the listeners other modules register
 * (onStatusChange); this module imports none of them. Other modules import only from here.
 */

export { applicationInterest } from './country-interest';
export { applicationDocumentUses } from './document-uses';
export { applicationsOfOwner, dueAtOf, isOverdue, ownersOfReference, queueNeighbours, queuePage } from './queue';
export {
  type ApplicationRow,
  checklistOf,
  findById as findApplicationById,
  findByRef as findApplicationByRef,
  findOwned as findOwnedApplication,
  listOwned as listOwnedApplications,
  lockById as lockApplication,
  statusCounts,
  travellersOf,
} from './repo';
export { default as applyRoutes } from './routes';
export { allowedMoves, canMove } from './state-graph';
export {
  attachVisaFile,
  cancelApplication,
  changeStatus,
  decideChecklistItem,
  onStatusChange,
  type StatusChange,
  transition,
} from './status';
export { applicationFiles } from './stored-files';
export { submitProblems } from './trip-checks';
export { providePaymentsView, resumeUrl, toPublicApplication } from './view';
