import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { Database } from '@db/client';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type Redis from 'ioredis';
import type { Config } from './config';
import { dataExportParts } from './data-export-parts';
import { featureRoutes } from './features';
import { onTimeJob, onTimeQueue, provideRetentionPolicy } from './features/applications';
import { grievanceReminderJob, grievanceReminderQueue } from './features/grievances';
import { identityGuards, SessionStore, sessionPlugin } from './features/identity';
import {
  cloudApiProvider,
  createChannels,
  deliveryJob,
  deliveryQueues,
  twilioProvider,
  webPushSender,
} from './features/notifications';
import { partnerApiTag } from './features/partner';
import { providerRefundJob, providerRefundQueue, receiptAttachments } from './features/payments';
import { dataExportJob, dataExportQueue } from './features/privacy';
import { AfterAnswer } from './lib/after-answer';
import { GENERATED_KEY_FILE, resolveFileKeyring } from './lib/file-keys';
import { fileRemovalJob, fileRemovalQueue } from './lib/file-removal';
import { JobRunner } from './lib/jobs';
import { RateLimits } from './lib/rate-limiter';
import { connectRedis } from './lib/redis';
import { lazyRequestLoggers, requestLogOptions } from './lib/request-log';
import { responseSerializerCompiler } from './lib/response-serializer';
import { configureFileStorage, fileStorage } from './lib/storage';
import { logStyle, NotableRequestLog, readableLogStream } from './lib/terminal-log';
import { registerCompression } from './plugins/compression';
import { errorsPlugin } from './plugins/errors';
import { guardsPlugin } from './plugins/guards';
import { languagePlugin } from './plugins/language';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { retentionJob, retentionQueue, upkeepJob, upkeepQueue } from './upkeep';
import { destinationPagesSource, wireModules } from './wiring';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    jobs: JobRunner;
    rateLimits: RateLimits;
    /** The shared Redis when REDIS_URL is set (health asks it). */
    redis: Redis | undefined;
    sessions: SessionStore;
    /** Work routes do after answering; closing waits for it. */
    afterAnswer: AfterAnswer;
  }
}

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

/** The queues this server works, each defined once: created on start (and in test templates), worked by the runner. */
function queuesOf(config: Config) {
  const { retryLimit, retryDelaySeconds, timeoutSeconds } = config.jobs;
  const retries = { retryLimit, retryDelaySeconds, timeoutSeconds };
  return {
    delivery: deliveryQueues(retries),
    providerRefunds: providerRefundQueue(retries),
    fileRemoval: fileRemovalQueue(retries),
    upkeep: upkeepQueue(retries),
    grievanceReminders: grievanceReminderQueue(retries),
    onTime: onTimeQueue(retries),
    retention: retentionQueue(retries),
    dataExport: dataExportQueue(retries),
  };
}

export const jobQueues = (config: Config) => {
  const { delivery, providerRefunds, fileRemoval, upkeep, grievanceReminders, onTime, retention, dataExport } =
    queuesOf(config);
  return [...delivery, providerRefunds, fileRemoval, upkeep, grievanceReminders, onTime, retention, dataExport];
};

function createJobRunner(config: Config, database: Database, logger: FastifyBaseLogger): JobRunner {
  const channels = createChannels({
    outboxDir: config.outboxDir,
    outboxEnabled: config.outboxEnabled,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    messageIdHost: new URL(config.publicUrl).hostname,
    sms: config.twilio ? twilioProvider(config.twilio) : undefined,
    dlt: config.dlt,
    requireDltForIndia: config.isProduction,
    whatsapp: config.whatsapp.api ? cloudApiProvider(config.whatsapp.api) : undefined,
    whatsappTemplates: config.whatsapp.templates,
    push: webPushSender(database.db, config.push),
    jobTimeoutSeconds: config.jobs.timeoutSeconds,
    logger,
  });
  const jobs = new JobRunner(database, { ...config.jobs, logger });
  const queues = queuesOf(config);
  const brand = { productName: config.productName, publicUrl: config.publicUrl };
  const deliver = deliveryJob(database.db, channels, brand, (content) =>
    receiptAttachments({ db: database.db, config }, content),
  );
  for (const queue of queues.delivery) jobs.register(queue, deliver);
  jobs.register(queues.providerRefunds, providerRefundJob(database, config));
  jobs.register(
    queues.fileRemoval,
    fileRemovalJob(() => fileStorage(config.filesDir)),
  );
  jobs.register(
    queues.upkeep,
    upkeepJob(
      database,
      () => fileStorage(config.filesDir),
      { dir: config.outboxDir, days: config.retention.outboxDays },
      logger,
    ),
  );
  jobs.register(
    queues.grievanceReminders,
    grievanceReminderJob(database, { officer: config.grievanceOfficer, publicUrl: config.publicUrl }, logger),
  );
  jobs.register(queues.onTime, onTimeJob(database, logger));
  jobs.register(queues.retention, retentionJob(database, config.retention, logger));
  jobs.register(
    queues.dataExport,
    dataExportJob(database, () => fileStorage(config.filesDir), dataExportParts),
  );
  return jobs;
}

/**
 * Fastify refuses plain hop counts (it cannot tell whether the immediate peer is the proxy), so a
 * count becomes "trust the nearest N hops". docs/operations.md: use addresses when callers can reach the server
 * without passing through the proxy.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger | boolean;
  /** Where the request log goes (stdout by default); tests read it. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole server (API + web app) on an open, migrated database. Tests call this directly. */
export async function buildApp({ config, database, logger, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  wireModules();
  provideRetentionPolicy(config.retention);
  // A stream given by a test reads JSON lines; otherwise stdout, readable when a person watches it.
  const style = logStyle(config, !logStream && process.stdout.isTTY === true);
  const stream = logStream ?? (style.format === 'pretty' ? readableLogStream(process.stdout) : undefined);
  const logging = logger ?? (config.logLevel === 'silent' ? false : requestLogOptions(config.logLevel, stream));
  const app = Fastify({
    logger: logging,
    ...(style.everyRequest ? {} : { logController: new NotableRequestLog() }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    requestIdHeader: false,
    clientErrorHandler: answerClientError,
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  // Without a logger Fastify makes no request loggers; with one, each is made when it writes a line.
  if (logging) app.setChildLoggerFactory(lazyRequestLoggers(app.log));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // ioredis is loaded only when Redis is configured (a single process keeps its limits in memory).
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  const sessions = new SessionStore(database, config.sessionTtlMs, config.sessionIdleMs);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('redis', redis);
  app.decorate('rateLimits', new RateLimits(redis, config.redisPrefix));
  app.decorate('sessions', sessions);
  app.decorate('jobs', createJobRunner(config, database, app.log));
  app.decorate('afterAnswer', new AfterAnswer());
  app.addHook('onReady', () => app.jobs.start());
  // What was promised after an answer (a reset link) is finished, and queued, before the queue stops.
  app.addHook('preClose', async () => {
    await app.afterAnswer.settled();
    await app.jobs.stop();
  });
  const files = await resolveFileKeyring(config.files.keyring, config.dataDir);
  if (files.generated && config.isProduction) {
    app.log.warn(
      { keyFile: path.join(config.dataDir, GENERATED_KEY_FILE) },
      'stored files are encrypted under a master key kept beside them in DATA_DIR: set FILES_MASTER_KEYS (docs/operations.md)',
    );
  }
  const releaseFileStorage = configureFileStorage({
    filesDir: config.filesDir,
    s3: config.s3,
    keyring: files.keyring,
    legacyPlaintext: config.files.legacyPlaintext,
  });
  app.addHook('onReady', () => sessions.start());
  app.addHook('onClose', async () => sessions.stop());
  app.addHook('onClose', async () => {
    redis?.disconnect();
    releaseFileStorage();
  });

  await app.register(errorsPlugin);
  // For setting cookies; none are parsed per request (the session plugin reads the one cookie it needs).
  await app.register(cookie, { hook: false });
  await app.register(languagePlugin);
  await registerCompression(app);
  // Each adds its hooks to the routes that need them, in front of those already there: the route's
  // onRequest runs security (headers, NUL, CSRF), then the session, then the guard.
  await app.register(guardsPlugin, { guards: identityGuards });
  await app.register(sessionPlugin, {
    store: sessions,
    secureCookies: config.secureCookies,
    ttlMs: config.sessionTtlMs,
  });
  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    frameHosts: config.trackingHosts,
    googleSignIn: Boolean(config.googleClientId),
    razorpayCheckout: Boolean(config.razorpay),
  });
  await app.register(openapiPlugin, {
    productName: config.productName,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    sessionCookieName: app.sessionCookie.name,
    tags: [partnerApiTag()],
    docs: config.apiDocs,
  });

  for (const routes of featureRoutes) await app.register(routes, { prefix: '/api' });

  await app.register(webPlugin, {
    destinations: destinationPagesSource(database),
    publicUrl: config.publicUrl,
    distDir: config.webDistDir,
    pageMemoryBytes: config.pageMemoryBytes,
    publicConfig: {
      productName: config.productName,
      supportEmail: config.supportEmail,
      grievanceOfficer: config.grievanceOfficer,
      visaBookingUrl: config.visaBookingUrl,
      razorpayKeyId: config.razorpay?.keyId ?? null,
      mainSiteUrl: config.mainSiteUrl,
      flightBookingUrl: config.flightBookingUrl,
      trackingUrl: config.trackingUrl,
      trackingHosts: config.trackingHosts,
      googleClientId: config.googleClientId ?? null,
    },
  });

  // No route, so no route hooks: the answer gets the same headers and NUL check here.
  const answerNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPage && app.serveWebPage) return app.serveWebPage(request, reply);
    return reply
      .status(404)
      .send({ error: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  };
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    const hook = isApi ? app.securityHooks.api : app.securityHooks.page;
    return new Promise<FastifyReply>((resolve, reject) => {
      hook.call(app, request, reply, (error) => (error ? reject(error) : resolve(answerNotFound(request, reply))));
    });
  });

  return app;
}
