export { saveUserLanguage } from './service';
