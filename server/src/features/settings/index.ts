export { liveSessionsOf } from './repo';
