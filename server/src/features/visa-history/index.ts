/**
 * Visa history: what the booking site tells us of its applications (through the partner API) and its saved
 * applications, shown in My Account beside the applications made on this site. Its statuses are the
 * booking site's words (VisaHistoryStatus), not the state graph of the applications module.
 */

export { visaHistoryInterests } from './country-interest';
export { eraseVisaHistory } from './erasure';
export { entryByRef as historyEntryByRef } from './repo';
export { default as visaHistoryRoutes } from './routes';
export { historyEntryOf, setHistoryStatus, upsertHistoryEntry, upsertSavedApplication } from './service';
