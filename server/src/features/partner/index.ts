export { partnerApiTag } from './api-docs';
export { userIdByEmail } from './service';
