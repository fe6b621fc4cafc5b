/**
 * The root of every account page's cache key: a change to an application (created, paid, cancelled) refreshes
 * them all by invalidating this prefix.
 */
export const accountKey = ['account'] as const;
