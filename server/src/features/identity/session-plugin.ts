import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../../lib/app-error';
import { isPartnerApi } from '../../plugins/partner-auth';
import { type AuthContext, type SessionCookie, type SessionStore, sessionCookie } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    sessionCookie: SessionCookie;
  }
}

export interface SessionPluginOptions {
  store: SessionStore;
  secureCookies: boolean;
  ttlMs: number;
}

/**
 * One cookie of the request, by @fastify/cookie's parser. Its per-request hook is off (most requests read
 * no cookie), so nothing fills `request.cookies`: read a cookie with this.
 */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[name] : undefined;
}

function tokenFrom(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = requestCookie(request, request.server.sessionCookie.name);
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}

/**
 * Resolves the caller's session (cookie or Bearer) on API requests: only the session cookie is read,
 * and only on the API routes that can use it; pages, files and the partner API never look at it.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, options: SessionPluginOptions) => {
  app.decorateRequest('auth', null);
  // Set by the console's role guards (features/ops/guard.ts).
  app.decorateRequest('operator', null);
  app.decorate('sessionCookie', sessionCookie(options.secureCookies));

  const attachSession = (request: FastifyRequest, auth: AuthContext) => {
    request.auth = auth;
    options.store.touch(auth, request.ip)?.catch((error) => request.log.warn({ err: error }, 'session touch failed'));
  };

  const resolveSession: onRequestHookHandler = (request, reply, done) => {
    const found = tokenFrom(request);
    if (!found) return done();
    const session = options.store.authenticate(found.token);
    // A cached session is used at once: no promise or microtask on the common path.
    if (!(session instanceof Promise)) {
      attachSession(request, session);
      return done();
    }
    session.then((auth) => {
      if (auth) attachSession(request, auth);
      else if (found.viaCookie) clearSessionCookie(reply);
      done();
    }, done);
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || isPartnerApi(route.url)) return;
    route.onRequest = [...new Set([resolveSession, ...[route.onRequest ?? []].flat()])] as onRequestHookHandler[];
  });
});

/** Guard (onRequest) for routes that need a signed-in user; a callback hook, so no promise per request. */
export function requireAuth(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(request.auth ? undefined : unauthenticated());
}

/** The signed-in caller; only valid behind requireAuth. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function setSessionCookie(reply: FastifyReply, token: string, options: { ttlMs: number }) {
  const { name, attributes } = reply.server.sessionCookie;
  reply.setCookie(name, token, { ...attributes, maxAge: Math.floor(options.ttlMs / 1000) });
}

export function clearSessionCookie(reply: FastifyReply) {
  const { name, attributes } = reply.server.sessionCookie;
  reply.clearCookie(name, attributes);
}
