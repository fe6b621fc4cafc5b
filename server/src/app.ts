import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Database } from '@db/client';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import Redis from 'ioredis';
import type { Config } from './config';
import { featureRoutes } from './features';
import { createDelivery, type Delivery } from './lib/delivery';
import { RateLimits } from './lib/rate-limiter';
import { SessionStore } from './lib/sessions';
import { errorsPlugin } from './plugins/errors';
import { guardsPlugin } from './plugins/guards';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { webPlugin } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    delivery: Delivery;
    rateLimits: RateLimits;
    sessions: SessionStore;
  }
}

export type App = FastifyInstance;
export type ZodApp = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

const BODY_LIMIT_BYTES = 1024 * 1024;

/** Errors Node's HTTP parser raises before Fastify sees a request (e.g. a URL over 16 KB), in the envelope. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(
    tooLarge
      ? { error: 'The address or headers of the request are too long.', code: 'HEADERS_TOO_LARGE' }
      : { error: 'The request is malformed.', code: 'BAD_REQUEST' },
  );
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger | boolean;
}

/** Builds the whole server (API + web app) on an open, migrated database. Tests call this directly. */
export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger ??
      (config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          }),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    requestIdHeader: false,
    clientErrorHandler: answerClientError,
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const sessions = new SessionStore(database, config.sessionTtlMs);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('rateLimits', new RateLimits(redis, config.redisPrefix));
  app.decorate('sessions', sessions);
  app.decorate(
    'delivery',
    createDelivery({
      outboxDir: config.outboxDir,
      outboxEnabled: !config.isProduction || process.env.OUTBOX === '1',
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      logger: app.log,
    }),
  );
  app.addHook('onReady', () => sessions.start());
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });

  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    frameHosts: config.trackingHosts,
    googleSignIn: Boolean(config.googleClientId),
  });
  await app.register(guardsPlugin);
  await app.register(sessionPlugin, {
    store: sessions,
    secureCookies: config.secureCookies,
    ttlMs: config.sessionTtlMs,
  });
  await app.register(openapiPlugin, { productName: config.productName, publicUrl: config.publicUrl });

  for (const routes of featureRoutes) await app.register(routes, { prefix: '/api' });

  await app.register(webPlugin, {
    publicUrl: config.publicUrl,
    distDir: config.webDistDir,
    publicConfig: {
      productName: config.productName,
      supportEmail: config.supportEmail,
      visaBookingUrl: config.visaBookingUrl,
      mainSiteUrl: config.mainSiteUrl,
      flightBookingUrl: config.flightBookingUrl,
      trackingUrl: config.trackingUrl,
      trackingHosts: config.trackingHosts,
      googleClientId: config.googleClientId ?? null,
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPage && app.serveWebPage) return app.serveWebPage(request, reply);
    return reply
      .status(404)
      .send({ error: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });

  return app;
}
