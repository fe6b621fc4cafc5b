export { insertProfileNationality } from './repo';
