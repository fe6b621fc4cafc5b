export { applicationFiles } from './stored-files';
