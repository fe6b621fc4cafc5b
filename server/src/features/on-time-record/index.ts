/**
 * The public on-time record (docs/on-time.md#the-public-record): what the on-time promise achieved, computed from
 * the applications and refunds modules' data and cached, and the home page's figures. Other modules import only
 * from here.
 */
export { type HomeFigureThresholds, OnTimeRecordCache, onTimeRecordFor, RECORD_TTL_MS } from './cache';
export { default as onTimeRecordRoutes } from './routes';
