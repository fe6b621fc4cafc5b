import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

/**
 * Query strings carry secrets (reset-link tokens, e-mail addresses): the request log keeps each
 * parameter's name but never its value.
 */
function redactQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=~`);
  return `${url.slice(0, mark)}?${names.join('&')}`;
}

/** Pino options of the request log: credentials redacted, query values dropped. */
export function requestLogOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactQuery(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

type ChildLoggerFactory = Parameters<FastifyInstance['setChildLoggerFactory']>[0];
/** Most to least severe. */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
const enabled = (level: string, threshold: string) =>
  LEVELS.indexOf(level as never) <= LEVELS.indexOf(threshold as never) && LEVELS.includes(threshold as never);
function noop() {}

/**
 * Request loggers that make pino's child (with the request id) only when a line is written. At
 * LOG_LEVEL=warn almost no request writes one, and a child per request was a measurable part of
 * each API call. A line below the level is dropped without making the child, as pino drops it.
 */
export function lazyRequestLoggers(parent: FastifyBaseLogger): ChildLoggerFactory {
  class RequestLogger {
    #child: FastifyBaseLogger | undefined;

    constructor(private readonly bindings: Bindings) {}

    get level(): string {
      return parent.level;
    }

    get logger(): FastifyBaseLogger {
      this.#child ??= parent.child(this.bindings);
      return this.#child;
    }

    child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
      return this.logger.child(bindings, options);
    }
  }
  const methods: Record<string, unknown> = { silent: noop };
  for (const level of LEVELS) {
    methods[level] = enabled(level, parent.level)
      ? function (this: RequestLogger, ...args: Parameters<FastifyBaseLogger['info']>) {
          this.logger[level](...args);
        }
      : noop;
  }
  Object.assign(RequestLogger.prototype, methods);

  return (logger, bindings, options) =>
    // A route with its own level or serialisers gets pino's child as before.
    options.level || options.serializers
      ? logger.child(bindings, options)
      : (new RequestLogger(bindings) as unknown as FastifyBaseLogger);
}
