import { Writable } from 'node:stream';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from '../config';

export type LogFormat = 'json' | 'pretty';

/** A request this slow is logged at a terminal even when it succeeded. */
const SLOW_REQUEST_MS = 1000;

/**
 * How the server logs. JSON lines in production and when the output goes to a file or a pipe, as log collectors
 * read them; readable lines for a person at a terminal; LOG_FORMAT chooses either way.
 * Which requests get a line: LOG_REQUESTS (`all`, or `notable`: failed, 4xx/5xx or slow) when given. Unset, a
 * production server writes none for a request that succeeded quickly (a line per request cost 29–34% of
 * throughput, issue 33); outside production, JSON output and a chosen LOG_LEVEL log every request, a terminal
 * only the notable ones.
 */
export function logStyle(
  config: Pick<Config, 'isProduction' | 'logFormat' | 'logLevelChosen' | 'logRequests'>,
  stdoutIsTerminal: boolean,
): { format: LogFormat; everyRequest: boolean } {
  const format = config.logFormat ?? (stdoutIsTerminal && !config.isProduction ? 'pretty' : 'json');
  const everyRequest = config.logRequests
    ? config.logRequests === 'all'
    : !config.isProduction && (format === 'json' || config.logLevelChosen);
  return { format, everyRequest };
}

/** The one line a server writes on start about its mode and logging; outside production, how to run a deployment. */
export function loggingSummary(
  config: Pick<Config, 'env' | 'logLevel' | 'isProduction' | 'logFormat' | 'logLevelChosen' | 'logRequests'>,
  stdoutIsTerminal: boolean,
): string {
  const style = logStyle(config, stdoutIsTerminal);
  const requests = style.everyRequest
    ? 'every request'
    : 'requests only when they fail or take over 1 s (LOG_REQUESTS=all for every one)';
  const deployment = config.isProduction ? '' : ' (a deployment sets NODE_ENV=production)';
  return `${config.env} mode${deployment}, log level ${config.logLevel}, ${style.format} lines: ${requests}`;
}

/** Fastify's request log without the lines of requests that succeeded quickly. */
export class NotableRequestLog extends LogController {
  override incomingRequest() {}

  /** The request's own line says it (with the query's values left out, which this one would print). */
  override routeNotFound() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else if (reply.statusCode >= 400 || reply.elapsedTime >= SLOW_REQUEST_MS)
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields shown in their own way, or not at all (the process and host are the same on every line). */
const SHOWN_APART = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

interface LogEntry {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

/** One JSON log line as a person reads it: `10:42:07 WARN  GET /api/x 500 12 ms  message  key=value`. */
export function readableLine(json: string): string {
  let entry: LogEntry;
  try {
    entry = JSON.parse(json) as LogEntry;
  } catch {
    return json;
  }
  const parts = [
    new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8),
    (LEVELS[entry.level ?? 30] ?? '').padEnd(5),
  ];
  if (entry.req) parts.push(`${entry.req.method} ${entry.req.url}`);
  if (entry.res?.statusCode) parts.push(String(entry.res.statusCode));
  if (typeof entry.responseTime === 'number') parts.push(`${Math.round(entry.responseTime)} ms`);
  if (entry.msg && !(entry.req && entry.msg === 'request completed')) parts.push(entry.msg);
  for (const [key, value] of Object.entries(entry)) {
    if (!SHOWN_APART.has(key)) parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  const detail = entry.err?.stack ?? entry.err?.message;
  return parts.join('  ') + (detail ? `\n    ${detail.split('\n').join('\n    ')}` : '');
}

/** Where pino writes at a terminal: each JSON line goes on as a readable one. */
export function readableLogStream(out: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) out.write(`${readableLine(line)}\n`);
      done();
    },
  });
}
