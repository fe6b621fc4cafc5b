export { applicationInterests } from './country-interest';
export { applicationsOfOwner, dueAtOf, isOverdue, ownersOfReference, queueNeighbours, queuePage } from './queue';
export { applicationFiles } from './stored-files';
