export { UPLOAD_RULES } from './service';
export { documentFiles } from './stored-files';
export { receiveUpload } from './upload';
