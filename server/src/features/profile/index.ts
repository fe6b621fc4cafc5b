export { eraseProfile } from './erasure';
export { profileForExport } from './export';
export { insertProfileNationality, profileOf } from './repo';
export { avatarFiles } from './stored-files';
