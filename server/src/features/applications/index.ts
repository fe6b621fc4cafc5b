export { applicationInterests } from './country-interest';
export { applicationFiles } from './stored-files';
