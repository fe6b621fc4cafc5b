import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLoggers } from './request-log';

/** A server whose route writes one line at each level, with the lazily made request loggers. */
async function linesWritten(level: string): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({ logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
  app.setChildLoggerFactory(lazyRequestLoggers(app.log));
  app.get('/x', async (request) => {
    request.log.warn({ detail: 1 }, 'a warning');
    request.log.info('an info line');
    request.log.debug('a debug line');
    request.log.child({ part: 'inner' }).error('from a child');
    return { ok: true };
  });
  await app.inject('/x');
  await app.close();
  return lines;
}

describe('request loggers made when a line is written', () => {
  it('keep the request id on every line and drop the lines below the level', async () => {
    const lines = await linesWritten('warn');
    expect(lines.map((line) => line.msg)).toEqual(['a warning', 'from a child']);
    expect(lines.every((line) => line.reqId === 'req-1')).toBe(true);
    expect(lines[0]).toMatchObject({ detail: 1, level: 40 });
    expect(lines[1]).toMatchObject({ part: 'inner', level: 50 });
  });

  it('write the request log at info as before', async () => {
    const lines = await linesWritten('info');
    expect(lines.map((line) => line.msg)).toEqual([
      'incoming request',
      'a warning',
      'an info line',
      'from a child',
      'request completed',
    ]);
    expect(new Set(lines.map((line) => line.reqId))).toEqual(new Set(['req-1']));
  });
});
