import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { requestLogOptions } from './request-log';
import { loggingSummary, logStyle, NotableRequestLog, readableLine, readableLogStream } from './terminal-log';

const styleFor = (env: Record<string, string>, terminal: boolean) => logStyle(loadConfig(env), terminal);

describe('logStyle', () => {
  it('is readable at a terminal outside production, with only the notable requests', () => {
    expect(styleFor({}, true)).toEqual({ format: 'pretty', everyRequest: false });
    expect(styleFor({ NODE_ENV: 'test' }, true)).toEqual({ format: 'pretty', everyRequest: false });
  });

  const production = {
    NODE_ENV: 'production',
    OUTBOX: '1',
    SUPPLIER_LEGAL_NAME: 'A',
    SUPPLIER_ADDRESS: 'B',
    SUPPLIER_GSTIN: '29AABCH1234K1ZN',
  };

  it('keeps JSON lines in production, with no line for a request that succeeded unless LOG_REQUESTS asks', () => {
    expect(styleFor(production, true)).toEqual({ format: 'json', everyRequest: false });
    expect(styleFor({ ...production, LOG_LEVEL: 'info' }, false)).toEqual({ format: 'json', everyRequest: false });
    expect(styleFor({ ...production, LOG_REQUESTS: 'all' }, false)).toEqual({ format: 'json', everyRequest: true });
    expect(() => loadConfig({ LOG_REQUESTS: 'some' })).toThrow(/LOG_REQUESTS/);
  });

  it('writes JSON lines, one per request, outside production when the output is not a terminal', () => {
    expect(styleFor({}, false)).toEqual({ format: 'json', everyRequest: true });
    expect(styleFor({ LOG_REQUESTS: 'notable' }, false)).toEqual({ format: 'json', everyRequest: false });
  });

  it('says in one line how the server logs', () => {
    expect(loggingSummary(loadConfig(production), false)).toBe(
      'production mode, log level info, json lines: requests only when they fail or take over 1 s (LOG_REQUESTS=all for every one)',
    );
    expect(loggingSummary(loadConfig({ LOG_LEVEL: 'debug' }), true)).toBe(
      'development mode (a deployment sets NODE_ENV=production), log level debug, pretty lines: every request',
    );
  });

  it('follows LOG_FORMAT, and logs every request when LOG_LEVEL is given', () => {
    expect(styleFor({ LOG_FORMAT: 'json' }, true)).toEqual({ format: 'json', everyRequest: true });
    expect(styleFor({ LOG_FORMAT: 'pretty' }, false)).toEqual({ format: 'pretty', everyRequest: false });
    expect(styleFor({ LOG_LEVEL: 'info' }, true)).toEqual({ format: 'pretty', everyRequest: true });
    // An empty variable (as copied from .env.example) is no choice.
    expect(styleFor({ LOG_LEVEL: '', LOG_FORMAT: '' }, true)).toEqual({ format: 'pretty', everyRequest: false });
  });

  it('refuses an unknown format with the variable named', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'colour' })).toThrow(/LOG_FORMAT/);
  });
});

describe('readableLine', () => {
  const time = new Date(2026, 10, 26, 10, 42, 7).getTime();

  it('puts time, level, request, status, duration and message on one line, other fields as key=value', () => {
    const line = JSON.stringify({
      level: 40,
      time,
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/x?q=~' },
      res: { statusCode: 503 },
      responseTime: 12.4,
      msg: 'request completed',
    });
    expect(readableLine(line)).toBe('10:42:07  WARN   GET /api/x?q=~  503  12 ms');
    expect(readableLine(JSON.stringify({ level: 30, time, msg: 'catalogue seeded', rows: 383, dir: '/d' }))).toBe(
      '10:42:07  INFO   catalogue seeded  rows=383  dir=/d',
    );
  });

  it("indents an error's stack under its line, and passes on what is not JSON", () => {
    const line = JSON.stringify({
      level: 50,
      time,
      msg: 'boom',
      err: { message: 'boom', stack: 'Error: boom\n  at x' },
    });
    expect(readableLine(line)).toBe('10:42:07  ERROR  boom\n    Error: boom\n      at x');
    expect(readableLine('plain text')).toBe('plain text');
  });
});

describe('NotableRequestLog', () => {
  it('leaves out requests that succeeded and keeps the failed ones, each on one readable line', async () => {
    const out = new PassThrough();
    let written = '';
    out.on('data', (chunk: Buffer) => {
      written += chunk.toString('utf8');
    });
    const app = Fastify({
      logger: requestLogOptions('info', readableLogStream(out)),
      logController: new NotableRequestLog(),
    });
    app.get('/fine', async () => ({ ok: true }));
    app.get('/broken', async (_request, reply) => reply.code(500).send({ error: 'no' }));
    await app.inject({ url: '/fine' });
    await app.inject({ url: '/broken' });
    await app.inject({ url: '/missing?token=secret' });
    await app.close();
    const lines = written.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d {2}INFO {3}GET \/broken {2}500 {2}\d+ ms$/);
    expect(lines[1]).toMatch(/GET \/missing\?token=~ {2}404/);
    expect(written).not.toContain('/fine');
  });
});
