/**
 * A signed-in traveller's answers that stay readable offline: who is signed in, the applications (visa history and
 * saved ones), each application with its status, timeline and checklist, and its issued visa file. GET only, and
 * never sign-in, payments or the console's endpoints.
 */
export const SESSION_API = '/api/auth/session';
export const PERSONAL_API: readonly RegExp[] = [
  /^\/api\/auth\/session$/,
  /^\/api\/visa\/history$/,
  /^\/api\/applications\/saved$/,
  /^\/api\/applications\/[^/]+$/,
  /^\/api\/applications\/[^/]+\/visa$/,
];

/** One cache per traveller: `personal-<user id>`. */
export const PERSONAL_CACHE_PREFIX = 'personal-';

/** The header on an answer read from the device instead of the network: when it was saved (ISO time). */
export const OFFLINE_SAVED_AT = 'x-offline-saved-at';
