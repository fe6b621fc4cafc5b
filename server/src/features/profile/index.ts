export { insertProfileNationality, profileOf } from './repo';
export { avatarFiles } from './stored-files';
