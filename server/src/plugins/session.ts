import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../lib/app-error';
import { type AuthContext, SESSION_COOKIE, type SessionStore } from '../lib/sessions';
import { isPartnerApi } from './partner-auth';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface SessionPluginOptions {
  store: SessionStore;
  secureCookies: boolean;
  ttlMs: number;
}

function tokenFrom(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}

/** Resolves the caller's session (cookie or Bearer) on every API request. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: SessionPluginOptions) => {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || isPartnerApi(request.url)) return;
    const found = tokenFrom(request);
    if (!found) return;
    const auth = await options.store.authenticate(found.token);
    if (!auth) {
      if (found.viaCookie) clearSessionCookie(reply, options.secureCookies);
      return;
    }
    request.auth = auth;
    options.store.touch(auth, request.ip).catch((error) => request.log.warn({ err: error }, 'session touch failed'));
  });
});

/** preHandler for routes that need a signed-in user. */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthenticated();
}

/** The signed-in caller; only valid behind requireAuth. */
export function currentAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function setSessionCookie(reply: FastifyReply, token: string, options: { secure: boolean; ttlMs: number }) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: Math.floor(options.ttlMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
