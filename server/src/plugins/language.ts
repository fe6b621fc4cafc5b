import { type Lang, langFromAcceptLanguage } from '@contract/lang';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translateServerMessage } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language: the web app sends its page's language as Accept-Language. */
    lang: Lang;
  }
}

/** Decorates every request with its language (DESIGN 12: the server answers in the request's language). */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.lang = langFromAcceptLanguage(request.headers['accept-language']);
  });
  // Success answers with a `message` the web app shows as-is (auth, contact, profile) follow it too.
  app.addHook('preSerialization', async (request: FastifyRequest, _reply, payload: unknown) => {
    if (request.lang === 'en' || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const { message } = payload as { message?: unknown };
    if (typeof message !== 'string') return payload;
    return { ...payload, message: translateServerMessage(message, request.lang) };
  });
});
