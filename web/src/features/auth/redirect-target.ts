/**
 * Where to go after logging in (docs/product/accounts.md#after-logging-in: no open redirect).
 *
 * - A same-site path ("/account/wallet?tab=1") is kept as path plus query; the hash is dropped.
 *   /go/visa and /go-for-visa get autostart=1 when it is missing.
 * - An absolute http(s) URL of the visa booking site or the main site is allowed as a full page load;
 *   one on this site's own origin is treated as its path.
 * - A path of the server's API (/api/…, e.g. the data export's e-mailed link) is a full page load too.
 * - Anything else ("https://evil.example", "//evil.example", "/\evil.example", "javascript:…")
 *   falls back to the caller's default.
 */

export type Redirect = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

interface RedirectSites {
  visaBookingUrl: string | null;
  mainSiteUrl: string;
  /** The origin this app runs on (window.location.origin). */
  currentOrigin: string;
}

const AUTOSTART_PATHS = new Set(['/go/visa', '/go-for-visa']);
const PARSE_BASE = 'http://same-site.invalid';
// Browsers drop tabs and newlines inside URLs and read "\" as "/", which turns "/\t/evil" or
// "/\evil" into "//evil": refuse such characters outright.
const hasUnsafeCharacters = (value: string) =>
  [...value].some(
    (character) => character === '\\' || character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f,
  );

function originOf(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Path plus query of a URL on this site, with autostart=1 added for the visa hand-off routes; undefined
 * when the parsed path would read as another host (dot-segments collapse "/..//evil.example" to "//evil.example").
 */
function pathAndQuery(url: URL): string | undefined {
  if (url.pathname.startsWith('//')) return undefined;
  if (AUTOSTART_PATHS.has(url.pathname) && !url.searchParams.has('autostart')) {
    url.searchParams.set('autostart', '1');
  }
  return `${url.pathname}${url.search}`;
}

/** The same-site path plus query of `raw`, or undefined when it is not a plain path starting with one "/". */
export function safeInternalPath(raw: string): string | undefined {
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacters(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== PARSE_BASE) return undefined;
  return pathAndQuery(url);
}

/** The server's own routes (e.g. an e-mailed download link) are not the app's: they need a full page load. */
const serverPath = (path: string) => path.startsWith('/api/');

/** Resolves a post-login target (the `next`/`from` parameter or the stored postLoginRedirect). */
export function resolveRedirect(raw: string | null | undefined, sites: RedirectSites, fallback: Redirect): Redirect {
  if (!raw?.trim()) return fallback;
  const internal = safeInternalPath(raw);
  if (internal)
    return serverPath(internal) ? { kind: 'external', url: internal } : { kind: 'internal', path: internal };

  const value = raw.trim();
  if (!/^https?:\/\//i.test(value) || hasUnsafeCharacters(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fallback;
  }
  if (url.username || url.password) return fallback;
  if (url.origin === sites.currentOrigin) return resolveRedirect(pathAndQuery(url), sites, fallback);
  const allowed = [originOf(sites.visaBookingUrl), originOf(sites.mainSiteUrl)];
  return allowed.includes(url.origin) ? { kind: 'external', url: url.href } : fallback;
}

/** The visa booking site's home page: where a visitor who is already signed in is sent from /login. */
export function visaSiteHome(sites: RedirectSites): Redirect {
  const origin = originOf(sites.visaBookingUrl);
  return origin ? { kind: 'external', url: `${origin}/` } : { kind: 'internal', path: '/' };
}

export const HOME: Redirect = { kind: 'internal', path: '/' };
