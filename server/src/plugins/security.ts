import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { AppError, badRequest } from '../lib/app-error';
import { isPartnerApi } from './partner-auth';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SecurityOptions {
  publicUrl: string;
  /** Extra origins allowed in frame-src / connect-src (e.g. the tracking partner). */
  frameHosts: string[];
  googleSignIn: boolean;
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || !value || typeof value !== 'object') return false;
  for (const [key, nested] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(nested, depth + 1)) return true;
  }
  return false;
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

/**
 * Security headers with a strict Content-Security-Policy, and the CSRF rule of the design:
 * a state-changing request that carries cookies must come from the site's own origin.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  const google = options.googleSignIn ? ['https://accounts.google.com'] : [];
  // Built once: the headers are the same for every response.
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google.map((origin) => `${origin}/gsi/client`)],
        styleSrc: ["'self'", ...google.map((origin) => `${origin}/gsi/style`)],
        imgSrc: ["'self'", 'data:', 'https://lh3.googleusercontent.com'],
        connectSrc: ["'self'", ...google.map((origin) => `${origin}/gsi/`)],
        frameSrc: [...options.frameHosts.map((host) => `https://${host}`), ...google.map((origin) => `${origin}/gsi/`)],
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
  const apiHeaders: Array<[string, string]> = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['cache-control', 'no-store'],
    ...(options.publicUrl.startsWith('https://')
      ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) {
      return applySecurityHeaders(request.raw, reply.raw, () => done());
    }
    for (const [name, value] of apiHeaders) reply.raw.setHeader(name, value);
    done();
  });

  // PostgreSQL text cannot hold NUL: refuse it up front instead of failing deep in a query.
  app.addHook('onRequest', async (request) => {
    if (/%00/.test(request.url)) throw badRequest('The address contains a NUL character.');
  });
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object' && containsNul(request.body)) {
      throw badRequest('Text must not contain NUL characters.');
    }
  });

  const ownOrigin = new URL(options.publicUrl).origin;
  // The partner API ignores cookies (its key is the credential), so a cookie cannot forge a call to it.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie || isPartnerApi(request.url)) return;
    const origin = requestOrigin(request);
    const hostOrigin = `${request.protocol}://${request.headers.host}`;
    if (origin === ownOrigin || origin === hostOrigin) return;
    throw new AppError('CSRF_REJECTED', 'This request came from another site and was refused.');
  });
});
