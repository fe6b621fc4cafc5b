import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError, badRequest } from '../lib/app-error';
import { isPartnerApi } from './partner-auth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SecurityOptions {
  publicUrl: string;
  /** The only origins a cookie-carrying write may come from (PUBLIC_URL's, and any configured extra). */
  allowedOrigins: string[];
  /** Extra origins allowed in frame-src / connect-src (e.g. the tracking partner). */
  frameHosts: string[];
  googleSignIn: boolean;
  /** Razorpay Checkout: its script and its payment frame. */
  razorpayCheckout?: boolean;
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || !value || typeof value !== 'object') return false;
  for (const [key, nested] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(nested, depth + 1)) return true;
  }
  return false;
}

function nulInUrl(request: FastifyRequest): Error | undefined {
  return request.url.includes('%00') ? badRequest('The address contains a NUL character.') : undefined;
}

function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** Where the console frames an application's documents (Chromium shows a PDF only inside a frame). */
export const CONSOLE_DOCUMENTS_PATH = '/api/ops/applications/';

/**
 * A document under review, answered by the API: still no script or resource of its own, but the
 * console's pages (same origin) may frame it.
 */
export const FRAMEABLE_DOCUMENT_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
} as const;

/**
 * Security headers with a strict Content-Security-Policy, and the CSRF rule of the design:
 * a state-changing request that carries cookies must come from the site's own origin.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const google = options.googleSignIn ? ['https://accounts.google.com'] : [];
  const razorpayScript = options.razorpayCheckout ? ['https://checkout.razorpay.com'] : [];
  const razorpayFrames = options.razorpayCheckout ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [];
  // Every page, not only the console's: a CSP belongs to the document first loaded, and an operator often
  // reaches the console by navigating inside the app (from /login?next=/ops, say). The documents route
  // answers operators only and may be framed by our own pages alone (FRAMEABLE_DOCUMENT_HEADERS).
  const consoleDocuments = `${new URL(options.publicUrl).origin}${CONSOLE_DOCUMENTS_PATH}`;
  // Built once: the headers are the same for every page.
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google.map((origin) => `${origin}/gsi/client`), ...razorpayScript],
        styleSrc: ["'self'", ...google.map((origin) => `${origin}/gsi/style`)],
        imgSrc: ["'self'", 'data:', 'https://lh3.googleusercontent.com'],
        connectSrc: ["'self'", ...google.map((origin) => `${origin}/gsi/`), ...razorpayFrames],
        frameSrc: [
          consoleDocuments,
          ...options.frameHosts.map((host) => `https://${host}`),
          ...google.map((origin) => `${origin}/gsi/`),
          ...razorpayFrames,
        ],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google Identity Services opens a popup that must be able to message back.
    crossOriginOpenerPolicy: { policy: options.googleSignIn ? 'same-origin-allow-popups' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.publicUrl.startsWith('https://'),
  });
  // API answers are data, never documents: a short, stricter set (OWASP REST guidance), and no caching
  // of personal data unless a route says otherwise. The API docs are a page and keep the page headers.
  // Set through Fastify's own header store (no per-header validation by Node, one merge at writeHead).
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    ...(options.publicUrl.startsWith('https://')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
  const hooks: SecurityHooks = {
    page(request, reply, done) {
      applySecurityHeaders(request.raw, reply.raw, () => done(nulInUrl(request)));
    },
    api(request, reply, done) {
      reply.headers(apiHeaders);
      done(nulInUrl(request));
    },
  };
  app.decorate('securityHooks', hooks);

  const allowedOrigins = new Set(options.allowedOrigins);
  // Only for writes: the partner API ignores cookies (its key is the credential), so a cookie cannot forge a call to it.
  const refuseCrossSiteWrite: onRequestHookHandler = (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return done();
    // Never derived from the Host header: the caller controls it.
    const origin = requestOrigin(request);
    if (origin && allowedOrigins.has(origin)) return done();
    done(new AppError('CSRF_REJECTED', 'This request came from another site and was refused.'));
  };
  // PostgreSQL text cannot hold NUL: refuse it up front instead of failing deep in a query.
  const refuseNulInBody: preValidationHookHandler = (request, _reply, done) => {
    const nul = request.body && typeof request.body === 'object' && containsNul(request.body);
    done(nul ? badRequest('Text must not contain NUL characters.') : undefined);
  };

  // Each route gets the hooks its address and methods need, decided once here instead of on every request.
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    const writes = [route.method].flat().some((method) => !SAFE_METHODS.has(method));
    const own: onRequestHookHandler[] = [isApi ? hooks.api : hooks.page];
    if (writes && !isPartnerApi(route.url)) own.push(refuseCrossSiteWrite);
    route.onRequest = [...new Set([...own, ...[route.onRequest ?? []].flat()])] as onRequestHookHandler[];
    if (writes)
      route.preValidation = [
        ...new Set([refuseNulInBody, ...[route.preValidation ?? []].flat()]),
      ] as preValidationHookHandler[];
  });
});

export interface SecurityHooks {
  /** Page headers (helmet's, with the CSP) and the NUL check, for pages, files and the API docs. */
  page: onRequestHookHandler;
  /** The API's headers and the NUL check. */
  api: onRequestHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** For answers outside any route (the not-found handler): the same headers routes get. */
    securityHooks: SecurityHooks;
  }
}
