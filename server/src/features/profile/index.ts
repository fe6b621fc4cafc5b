export { insertProfileNationality } from './repo';
export { avatarFiles } from './stored-files';
