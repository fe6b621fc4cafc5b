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

/** Decorates every request with its language (docs/languages.md: the server answers in the request's language). */
export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'en');
  // Callback hooks: an async one costs a promise and a microtask on every request.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const header = request.headers['accept-language'];
    if (header) request.lang = langFromAcceptLanguage(header);
    done();
  });
  // Success answers with a `message` the web app shows as-is (auth, contact, profile) follow it too.
  app.addHook('preSerialization', (request: FastifyRequest, _reply, payload: unknown, done) => {
    if (request.lang === 'en' || !payload || typeof payload !== 'object' || Array.isArray(payload)) {
      return done(null, payload);
    }
    const { message } = payload as { message?: unknown };
    if (typeof message !== 'string') return done(null, payload);
    done(null, { ...payload, message: translateServerMessage(message, request.lang) });
  });
});
