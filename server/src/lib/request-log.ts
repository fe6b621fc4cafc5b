import type { FastifyRequest } from 'fastify';

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
