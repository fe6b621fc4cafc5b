export { UPLOAD_RULES } from './service';
export { receiveUpload } from './upload';
